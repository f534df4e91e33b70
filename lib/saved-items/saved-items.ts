import "server-only";
import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { toNaira } from "@/lib/money/naira";
import { unitPriceKobo } from "@/lib/pricing/promo";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { Product, PUBLISHED } from "@/models/product";
import { SavedItem } from "@/models/saved-item";
import { guestSavedListSchema, MAX_SAVED_ITEMS, type SavedItemInput, type SavedItemView } from "./saved-items-schema";

/**
 * Joins these items to the customer's saved list (a guest's list from the browser at sign-in, or
 * one heart): each product and size once, the account's list capped at its most recent.
 */
export async function saveItems(customerId: string, items: readonly SavedItemInput[], now = new Date()): Promise<void> {
  await connectToDatabase();
  const customer = new Types.ObjectId(customerId);
  for (const item of items) {
    const key = { customer, product: new Types.ObjectId(item.productId), size: item.sizeId ? new Types.ObjectId(item.sizeId) : null };
    try {
      await SavedItem.updateOne(key, { $setOnInsert: { savedAt: now } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  const beyond = await SavedItem.find({ customer }, { _id: 1 }).sort({ savedAt: -1 }).skip(MAX_SAVED_ITEMS).lean();
  if (beyond.length > 0) await SavedItem.deleteMany({ _id: { $in: beyond.map((item) => item._id) } });
}

/**
 * At sign-in: the list this browser kept as a guest, sent with the credentials as JSON, joins the
 * account (saveItems: each product and size once, so a repeated sign-in adds nothing). A list that
 * does not parse is left out rather than refusing the sign-in: the browser keeps only well-formed
 * ids (components/winback/saved-storage.ts), so only a tampered list fails.
 */
export async function joinGuestSavedList(customerId: string, sent: string | undefined, now = new Date()): Promise<void> {
  if (!sent) return;
  let list: unknown;
  try {
    list = JSON.parse(sent);
  } catch {
    return;
  }
  const parsed = guestSavedListSchema.safeParse(list);
  if (parsed.success && parsed.data.length > 0) await saveItems(customerId, parsed.data, now);
}

export async function removeSavedItem(customerId: string, item: SavedItemInput): Promise<void> {
  await connectToDatabase();
  await SavedItem.deleteOne({ customer: new Types.ObjectId(customerId), product: new Types.ObjectId(item.productId), size: item.sizeId ? new Types.ObjectId(item.sizeId) : null });
}

/** The customer's saved items, newest first, each at today's price and stock; a product or size since removed, or a product hidden, is left out (kept, and shown again once published). */
export async function listSavedItems(customerId: string, now = new Date()): Promise<SavedItemView[]> {
  await connectToDatabase();
  const saved = await SavedItem.find({ customer: new Types.ObjectId(customerId) }).sort({ savedAt: -1 }).lean();
  const products = await Product.find({ _id: { $in: [...new Set(saved.map((item) => item.product.toString()))] }, ...PUBLISHED }, { brand: 1, name: 1, type: 1, sizes: 1, promo: 1, images: 1 }).lean();
  const byId = new Map(products.map((product) => [product._id.toString(), product]));
  return saved.flatMap((item) => {
    const product = byId.get(item.product.toString());
    const size = item.size ? product?.sizes?.find((candidate) => candidate._id.equals(item.size as Types.ObjectId)) : product?.sizes?.[0];
    if (!product || !size) return [];
    return [
      {
        productId: product._id.toString(),
        sizeId: size._id.toString(),
        sizeLabel: size.label ?? "",
        brand: product.brand,
        name: product.name,
        type: product.type,
        image: product.images?.[0]?.url ?? "",
        price: toNaira(unitPriceKobo(size.price, product.promo, now)),
        stock: size.stock,
      },
    ];
  });
}
