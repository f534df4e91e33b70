import "server-only";
import mongoose from "mongoose";
import { Product } from "@/models/product";
import { Review } from "@/models/review";

const STARS = [1, 2, 3, 4, 5] as const;
// Past this many lost races the recount is left to the sweep, which the review's mark calls.
const RECOUNT_ATTEMPTS = 20;
/** A mark older than this belongs to a change that stopped before its recount (a crash). */
export const RATING_MARK_STALE_MS = 60_000;

/**
 * Works a product's rating out again from the stars its reviews count now (`counted`) and stores
 * it, on the condition that no other recount stored one since this one read the product's
 * `rating.version`. Each change to a review recounts after its own write, so the last recount to
 * land has read every write before it: concurrent changes never lose one another, and a recount
 * repeated after a crash gives the same figures.
 */
export async function recountRating(productId: string | mongoose.Types.ObjectId): Promise<boolean> {
  const id = new mongoose.Types.ObjectId(productId);
  for (let attempt = 0; attempt < RECOUNT_ATTEMPTS; attempt += 1) {
    const product = await Product.collection.findOne<{ rating?: { version?: number } }>({ _id: id }, { projection: { "rating.version": 1 } });
    if (!product) return true;
    const version = product.rating?.version ?? null;
    const [totals] = await Review.aggregate<{ count: number; sum: number } & Record<`s${(typeof STARS)[number]}`, number>>([
      { $match: { product: id, counted: { $gt: 0 } } },
      {
        $group: {
          _id: null,
          count: { $sum: 1 },
          sum: { $sum: "$counted" },
          ...Object.fromEntries(STARS.map((stars) => [`s${stars}`, { $sum: { $cond: [{ $eq: ["$counted", stars] }, 1, 0] } }])),
        },
      },
    ]);
    const count = totals?.count ?? 0;
    const sum = totals?.sum ?? 0;
    const rating = {
      count,
      sum,
      average: count > 0 ? sum / count : 0,
      ...Object.fromEntries(STARS.map((stars) => [`s${stars}`, totals?.[`s${stars}`] ?? 0])),
      version: (version ?? 0) + 1,
    };
    // updatedAt as mongoose would stamp it: the filters' counts read changed products by it (lib/catalog/facet-catalogue.ts).
    const { matchedCount } = await Product.collection.updateOne({ _id: id, "rating.version": version }, { $set: { rating, updatedAt: new Date() } });
    if (matchedCount === 1) return true;
  }
  return false;
}

/**
 * Recounts the product a review changed, then takes off the review's mark, unless a later change
 * marked it again. The mark was written with the change: the intent to recount.
 */
export async function settleRating(review: { _id: mongoose.Types.ObjectId; product: mongoose.Types.ObjectId; version: number }): Promise<void> {
  if (!(await recountRating(review.product))) return;
  await Review.updateOne({ _id: review._id, version: review.version }, { $unset: { ratingMarkedAt: 1 } });
}

/** Recounts the products of changes that stopped before their recount, as the sweep finds them. */
export async function repairRatings(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RATING_MARK_STALE_MS);
  const products: mongoose.Types.ObjectId[] = await Review.distinct("product", { ratingMarkedAt: { $lte: cutoff } });
  for (const product of products) {
    if (await recountRating(product)) await Review.updateMany({ product, ratingMarkedAt: { $lte: cutoff } }, { $unset: { ratingMarkedAt: 1 } });
  }
  return products.length;
}
