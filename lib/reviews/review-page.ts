import "server-only";
import { productPath } from "@/lib/content/product-structured-data";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { deliveredOrderOfCustomer, existingReview, orderOfReviewLink, REVIEW_MESSAGES, reviewedProduct, type BuyerOrder } from "./eligibility";
import type { ReviewContent } from "./schemas";

/** What a review page shows: the product and the buyer's review of it to edit, or why they may not write one. */
export type ReviewPage =
  | { kind: "form"; productId: string; productName: string; productPath: string; initial: ReviewContent | null }
  | { kind: "refused"; message: string };

async function formFor(order: BuyerOrder, productId: string): Promise<ReviewPage> {
  const product = await reviewedProduct(productId);
  const review = await existingReview(productId, order.email);
  return {
    kind: "form",
    productId,
    productName: `${product.brand} ${product.name}`,
    productPath: productPath(productId),
    initial: review ? { rating: review.rating, title: review.title, text: review.text, longevity: review.longevity ?? null, projection: review.projection ?? null } : null,
  };
}

/** Refusals are shown on the page in the shop's words; anything else is a fault. */
async function orRefusal(page: () => Promise<ReviewPage>): Promise<ReviewPage> {
  try {
    return await page();
  } catch (error) {
    if (error instanceof DomainError) return { kind: "refused", message: error.message };
    throw error;
  }
}

/** The page a "How was it?" link opens. Reading it does not spend the link; sending the review does. */
export function reviewPageForLink(token: string): Promise<ReviewPage> {
  return orRefusal(async () => {
    const { link, order } = await orderOfReviewLink(token);
    return formFor(order, link.productId);
  });
}

/** A signed-in customer's review page for a product of one of their Delivered orders. */
export function reviewPageForCustomer(customerId: string, productId: string): Promise<ReviewPage> {
  return orRefusal(async () => {
    if (!isObjectId(productId)) return { kind: "refused", message: REVIEW_MESSAGES.productGone };
    return formFor(await deliveredOrderOfCustomer(customerId, productId), productId);
  });
}
