import "server-only";
import mongoose from "mongoose";
import { Product } from "@/models/product";

const STAR_FIELDS = ["s1", "s2", "s3", "s4", "s5"] as const;

const plus = (field: string, by: number) => ({ $add: [{ $ifNull: [`$rating.${field}`, 0] }, by] });

/**
 * Moves a product's rating from counting `from` stars for one review to counting `to` (0: not
 * counted). One pipeline update of the product adds to the counters and works the average out
 * from them, so concurrent changes each land whole and the average always matches the counts.
 * Callers change a review's `counted` by a conditional update first, so each change moves it once.
 */
export async function moveRating(productId: string | mongoose.Types.ObjectId, from: number, to: number): Promise<void> {
  if (from === to) return;
  const counts: Record<string, unknown> = {
    "rating.count": plus("count", (to > 0 ? 1 : 0) - (from > 0 ? 1 : 0)),
    "rating.sum": plus("sum", to - from),
  };
  STAR_FIELDS.forEach((field, index) => {
    const stars = index + 1;
    counts[`rating.${field}`] = plus(field, (to === stars ? 1 : 0) - (from === stars ? 1 : 0));
  });
  await Product.collection.updateOne({ _id: new mongoose.Types.ObjectId(productId) }, [
    { $set: counts },
    { $set: { "rating.average": { $cond: [{ $gt: ["$rating.count", 0] }, { $divide: ["$rating.sum", "$rating.count"] }, 0] } } },
  ]);
}
