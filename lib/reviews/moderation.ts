import "server-only";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { searchPattern } from "@/lib/search/search-term";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { Product } from "@/models/product";
import { Review, type ReviewRecord } from "@/models/review";
import { reviewShown, type ReviewShown } from "./review-shown";
import { applyReviewChange, type ReviewChange } from "./review-writes";
import { REVIEWS_PER_ADMIN_PAGE, type AdminReviewQuery, type ModerateReviewInput, type ReviewState } from "./schemas";

/** A review as the owner's list shows it: everything the buyer wrote, who they are, and what it is of. */
export interface AdminReviewRow extends ReviewShown {
  state: ReviewState;
  email: string;
  product: { _id: string; name: string };
  orderId: string;
  createdAt: string;
}

export interface AdminReviewPage {
  reviews: AdminReviewRow[];
  total: number;
  page: number;
  limit: number;
  /** How many wait for the owner, whatever the filters: the list's heading says so. */
  pending: number;
}

export const REVIEW_NOT_FOUND = "Review not found";


/** The owner's reviews, newest first, by state and stars, and a search of the title, text, name and e-mail. */
export async function listAdminReviews(query: AdminReviewQuery): Promise<AdminReviewPage> {
  await connectToDatabase();
  const filter: mongoose.QueryFilter<ReviewRecord> = {};
  if (query.state) filter.state = query.state;
  if (query.rating) filter.rating = query.rating;
  if (query.q) {
    const pattern = searchPattern(query.q);
    filter.$or = [{ title: pattern }, { text: pattern }, { authorName: pattern }, { email: pattern }];
  }
  const limit = REVIEWS_PER_ADMIN_PAGE;
  const [records, total, pending] = await Promise.all([
    Review.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * limit)
      .limit(limit)
      .lean<ReviewRecord[]>(),
    Review.countDocuments(filter),
    Review.countDocuments({ state: "pending" }),
  ]);
  const products = await Product.find({ _id: { $in: [...new Set(records.map((review) => review.product.toString()))] } }, { brand: 1, name: 1 }).lean<{ _id: mongoose.Types.ObjectId; brand: string; name: string }[]>();
  const names = new Map(products.map((product) => [product._id.toString(), `${product.brand} ${product.name}`]));
  return {
    reviews: records.map((review) => ({
      ...reviewShown(review),
      state: review.state,
      email: review.email,
      product: { _id: review.product.toString(), name: names.get(review.product.toString()) ?? "A product no longer sold" },
      orderId: review.order.toString(),
      createdAt: review.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    limit,
    pending,
  };
}

/** What an action makes of a review: publishing counts its stars, hiding takes them out, a reply is shown under it (an empty one removes it). */
function changeFor(before: ReviewRecord, input: ModerateReviewInput, now: Date): { change: ReviewChange; unset: "reply"[] } {
  switch (input.action) {
    case "publish":
      return { change: { state: "published", counted: before.rating, publishedAt: before.publishedAt ?? now, ownerNotified: true }, unset: [] };
    case "hide":
      return { change: { state: "hidden", counted: 0, ownerNotified: true }, unset: [] };
    case "reply":
      return input.reply ? { change: { reply: { text: input.reply, at: now } }, unset: [] } : { change: {}, unset: ["reply"] };
  }
}

// Another moderation of the same review landing in between is read again; a handful of tries is plenty.
const ATTEMPTS = 5;

/** Publishes, hides or answers a review; the product's rating and pages follow on every instance. */
export async function moderateReview(id: string, input: ModerateReviewInput, now = new Date()): Promise<{ state: ReviewState }> {
  await connectToDatabase();
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const before = await Review.findById(id).lean<ReviewRecord>();
    if (!before) throw new DomainError("review-not-found", "not-found", REVIEW_NOT_FOUND);
    const { change, unset } = changeFor(before, input, now);
    const after = await applyReviewChange(before, change, unset);
    if (after) return { state: after.state };
  }
  throw new DomainError("review-busy", "conflict", "This review changed while you were saving. Please try again.");
}
