import "server-only";
import mongoose, { Types } from "mongoose";
import { onlySize } from "@/lib/vocabulary/product-sizes";

/**
 * Products stored before sizes (an older database, a restored backup) are given one size made of
 * their price and stock, at start and after a restore. Each product is one single-document
 * update, made only if its price and stock are still those read, so a crash in the middle leaves
 * a catalogue the next run finishes, and an order taking units meanwhile is never lost. Holds from
 * before name no size; they are the first size's (lib/checkout/holds.ts).
 */
export async function giveProductsSizes(products: mongoose.mongo.Collection): Promise<number> {
  const waiting = { "sizes.0": { $exists: false }, price: { $type: "number" }, stock: { $type: "number" } };
  let migrated = 0;
  for (;;) {
    const batch = await products.find(waiting, { projection: { price: 1, stock: 1 } }).limit(500).toArray();
    if (batch.length === 0) return migrated;
    for (const product of batch) {
      const figures = { price: product.price as number, stock: product.stock as number };
      const result = await products.updateOne({ _id: product._id, "sizes.0": { $exists: false }, ...figures }, { $set: { sizes: [onlySize(new Types.ObjectId(), figures)] } });
      migrated += result.modifiedCount;
    }
  }
}
