import "server-only";
import { Types } from "mongoose";
import { ownerAddress } from "@/lib/mail/owner-address";
import { recordMessage } from "@/lib/mail/outbox";
import { Product } from "@/models/product";

/**
 * The owner's low-stock e-mails. A size's fall to its threshold is noted on the product by the
 * stock history (lib/catalog/stock-history.ts), once per fall; this puts one message per fall in
 * the outbox, keyed by the fall, then marks it mailed. A crash between the two leaves it unmarked,
 * and the next run records it again under the same key, which the outbox keeps once.
 */
export async function mailLowStock(productIds?: Iterable<Types.ObjectId | string>): Promise<number> {
  const only = productIds ? [...new Set([...productIds].map(String))].map((id) => new Types.ObjectId(id)) : null;
  if (only && only.length === 0) return 0;
  const products = await Product.find({ "lowSizes.mailed": false, ...(only ? { _id: { $in: only } } : {}) }, { brand: 1, name: 1, sizes: 1, lowSizes: 1 }).lean();
  if (products.length === 0) return 0;
  const to = await ownerAddress();
  // Left unmarked: the first admin's account will exist by a later run.
  if (!to) return 0;
  let sent = 0;
  for (const product of products) {
    for (const low of product.lowSizes ?? []) {
      if (low.mailed) continue;
      const size = product.sizes?.find((candidate) => candidate._id.equals(low.size));
      if (size) {
        const recorded = await recordMessage({
          key: `low-stock:${low.crossing.toString()}`,
          to,
          kind: "owner-low-stock",
          data: { productId: product._id.toString(), product: `${product.brand} ${product.name}`, size: size.label ?? "", stock: Math.max(0, size.stock), threshold: low.threshold },
        });
        if (recorded === "recorded") sent += 1;
      }
      await Product.updateOne({ _id: product._id }, { $set: { "lowSizes.$[fall].mailed": true } }, { arrayFilters: [{ "fall.crossing": low.crossing }] });
    }
  }
  return sent;
}
