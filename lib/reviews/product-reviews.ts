import "server-only";
import mongoose from "mongoose";
import { unstable_cache } from "next/cache";
import { productTag } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { pageCount } from "@/lib/vocabulary/page-number";
import { Review, type ReviewRecord } from "@/models/review";
import { reviewShown, type ReviewShown } from "./review-shown";
import { REVIEWS_PER_PRODUCT_PAGE, type ReviewSort } from "./schemas";

/** A published review as shoppers see it: no e-mail, no order, the buyer by first name and city initial. */
export interface PublicReview extends ReviewShown {
  publishedAt: string;
}

export interface ProductReviewPage {
  reviews: PublicReview[];
  total: number;
  page: number;
  pages: number;
}

const ORDERS: Record<ReviewSort, Record<string, 1 | -1>> = {
  newest: { publishedAt: -1, _id: -1 },
  highest: { rating: -1, publishedAt: -1, _id: -1 },
  lowest: { rating: 1, publishedAt: -1, _id: -1 },
};

const toPublic = (review: ReviewRecord): PublicReview => ({ ...reviewShown(review), publishedAt: (review.publishedAt ?? review.createdAt).toISOString() });

/** A page of a product's published reviews in the chosen order. */
export async function findProductReviews(productId: string, sort: ReviewSort, page: number, limit = REVIEWS_PER_PRODUCT_PAGE): Promise<ProductReviewPage> {
  await connectToDatabase();
  const filter = { product: new mongoose.Types.ObjectId(productId), state: "published" as const };
  const [records, total] = await Promise.all([
    Review.find(filter, { email: 0, order: 0, customer: 0 })
      .sort(ORDERS[sort])
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<ReviewRecord[]>(),
    Review.countDocuments(filter),
  ]);
  return { reviews: records.map(toPublic), total, page, pages: pageCount(total, limit) };
}

// As the product's own read (lib/catalog/cached.ts): expired by its tag, which every change to a published review expires.
const FRESHNESS_SECONDS = 300;

/** The product's published reviews for its pages, cached under the product's tag, so a hidden review leaves every instance's next page. */
export function getProductReviews(productId: string, sort: ReviewSort, page: number, limit = REVIEWS_PER_PRODUCT_PAGE): Promise<ProductReviewPage> {
  if (!isObjectId(productId)) return Promise.resolve({ reviews: [], total: 0, page, pages: 1 });
  return unstable_cache(() => findProductReviews(productId, sort, page, limit), ["product-reviews", productId, sort, String(page), String(limit)], {
    tags: [productTag(productId)],
    revalidate: FRESHNESS_SECONDS,
  })();
}
