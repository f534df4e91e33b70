import "server-only";
import type mongoose from "mongoose";
import { revalidateProducts, revalidateTags } from "@/lib/cache/revalidate";
import { productTag } from "@/lib/cache/tags";
import { Review, type ReviewRecord } from "@/models/review";
import { settleRating } from "./rating";

export type ReviewChange = Partial<Pick<ReviewRecord, "state" | "counted" | "publishedAt" | "reply" | "ownerNotified" | "rating" | "title" | "text" | "longevity" | "projection" | "authorName" | "cityInitial" | "order" | "customer">>;

/**
 * Applies one change to a review as it was read (`before`): a conditional update on its version,
 * so of two changes made from the same reading only one lands (the other reads again), then the
 * product's rating is recounted when the review's `counted` stars changed, and the pages that show the
 * product are expired on every instance. Answers null when another change came first.
 */
export async function applyReviewChange(before: ReviewRecord, change: ReviewChange, unset: readonly "reply"[] = []): Promise<ReviewRecord | null> {
  const recount = change.counted !== undefined && change.counted !== before.counted;
  const update: mongoose.UpdateQuery<ReviewRecord> = { $set: recount ? { ...change, ratingMarkedAt: new Date() } : change, $inc: { version: 1 } };
  if (unset.length > 0) update.$unset = Object.fromEntries(unset.map((field) => [field, 1]));
  const after = await Review.findOneAndUpdate({ _id: before._id, version: before.version }, update, { returnDocument: "after", runValidators: true }).lean<ReviewRecord>();
  if (!after) return null;
  if (recount) await settleRating(after);
  await expirePagesOf(before, after);
  return after;
}

/**
 * A review shows on the product's page while published, and in the rating on every listing's
 * card: a change to its counted stars expires both, a change to a published review's words or
 * reply the product's page alone, anything else (a pending review edited) nothing.
 */
export async function expirePagesOf(before: Pick<ReviewRecord, "product" | "counted" | "state"> | null, after: Pick<ReviewRecord, "product" | "counted" | "state">): Promise<void> {
  const productId = after.product.toString();
  if ((before?.counted ?? 0) !== after.counted) await revalidateProducts(productId);
  else if (before?.state === "published" || after.state === "published") await revalidateTags(productTag(productId));
}
