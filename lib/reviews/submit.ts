import "server-only";
import mongoose from "mongoose";
import type { Caller } from "@/lib/auth/caller";
import { clientLimitKey, enforceRateLimit, type RateLimit } from "@/lib/rate-limit/rate-limit";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { Review, type ReviewRecord } from "@/models/review";
import { SpentLink } from "@/models/spent-link";
import { User } from "@/models/user";
import { deliveredOrderOfCustomer, orderOfReviewLink, REVIEW_MESSAGES, reviewedProduct, spentLinkId, type BuyerOrder } from "./eligibility";
import { settleRating } from "./rating";
import { applyReviewChange, expirePagesOf } from "./review-writes";
import type { ReviewContent, ReviewState, SubmitReviewInput } from "./schemas";

const HOUR = 60 * 60 * 1000;
/** Reviews are few and thoughtful: an account writes (or edits) a handful an hour, an address a few more (a household, an office), a link a few tries. */
export const REVIEW_LIMITS_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: HOUR };
export const REVIEW_LIMITS_PER_ADDRESS: RateLimit = { limit: 20, windowMs: HOUR };
export const REVIEW_LIMITS_PER_LINK: RateLimit = { limit: 5, windowMs: HOUR };
const TOO_MANY = "You have sent several reviews already. Please try again in an hour.";

export interface SubmittedReview {
  _id: string;
  productId: string;
  state: ReviewState;
  /** It was there before and this changed it. */
  edited: boolean;
}

/** How the review is signed: the first name of whom the order went to, and their city's initial, nothing more. */
export function reviewAuthor(order: Pick<BuyerOrder, "shipping">): { authorName: string; cityInitial: string } {
  const first = order.shipping.fullName.trim().split(/\s+/)[0] ?? "";
  const initial = order.shipping.city?.trim().charAt(0).toUpperCase() ?? "";
  return { authorName: first.slice(0, 30) || "A buyer", cityInitial: /\p{L}/u.test(initial) ? initial : "" };
}

/**
 * A verified buyer's review of a product: from a signed-in customer whose Delivered order holds
 * it, or from the "How was it?" e-mail's link (spent by this review). One per buyer (the order's
 * e-mail) and product: writing again edits it. It waits for the owner unless the settings publish
 * reviews at once.
 */
export async function submitReview(input: SubmitReviewInput, who: { caller: Caller | null; address: string }, now = new Date()): Promise<SubmittedReview> {
  const limits: Record<string, RateLimit> = { [clientLimitKey("review:address", who.address)]: REVIEW_LIMITS_PER_ADDRESS };
  if (who.caller) limits[`review:account:${who.caller.id}`] = REVIEW_LIMITS_PER_ACCOUNT;

  if (input.token !== undefined) {
    const { link, order } = await orderOfReviewLink(input.token, now);
    if (input.productId && input.productId !== link.productId) throw new DomainError("review-link-other-product", "invalid", REVIEW_MESSAGES.linkOtherProduct, "productId");
    await enforceRateLimit({ ...limits, [`review:link:${link.nonce}`]: REVIEW_LIMITS_PER_LINK }, TOO_MANY, now);
    await reviewedProduct(link.productId);
    // Spent before the write, under a unique id, so two sends of one link cannot both pass; given back should the write fail.
    try {
      await SpentLink.create({ _id: spentLinkId(link), expiresAt: link.expiresAt });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new DomainError("review-link-used", "conflict", REVIEW_MESSAGES.linkUsed, "token");
      throw error;
    }
    try {
      return await writeReview(order, link.productId, input, null, now);
    } catch (error) {
      await SpentLink.deleteOne({ _id: spentLinkId(link) });
      throw error;
    }
  }

  if (!who.caller) throw new DomainError("sign-in-to-review", "unauthenticated", REVIEW_MESSAGES.signIn);
  if (who.caller.role !== "customer") throw new DomainError("customers-review", "forbidden", REVIEW_MESSAGES.customersOnly);
  // An address anyone could have typed at sign-up vouches for no purchase: the account proves it first.
  if (await User.exists({ _id: who.caller.id, emailUnprovenSince: { $exists: true } })) throw new DomainError("confirm-email-to-review", "forbidden", REVIEW_MESSAGES.confirmEmail);
  if (!input.productId) throw invalidFields("choose-product", { productId: [REVIEW_MESSAGES.chooseProduct] });
  await enforceRateLimit(limits, TOO_MANY, now);
  await reviewedProduct(input.productId);
  const order = await deliveredOrderOfCustomer(who.caller.id, input.productId);
  return writeReview(order, input.productId, input, who.caller.id, now);
}

const answer = (review: ReviewRecord, edited: boolean): SubmittedReview => ({ _id: review._id.toString(), productId: review.product.toString(), state: review.state, edited });

// A review read and changed by another request in between is read again; past this many tries the buyer is asked to send it again.
const WRITE_ATTEMPTS = 5;

async function writeReview(order: BuyerOrder, productId: string, content: ReviewContent, customerId: string | null, now: Date): Promise<SubmittedReview> {
  const { publishReviewsAtOnce } = await getStoreSettings();
  const state: ReviewState = publishReviewsAtOnce ? "published" : "pending";
  const counted = publishReviewsAtOnce ? content.rating : 0;
  const words = { rating: content.rating, title: content.title, text: content.text, longevity: content.longevity, projection: content.projection, ...reviewAuthor(order) };
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const before = await Review.findOne({ product: productId, email: order.email }).lean<ReviewRecord>();
    // A review written from an account is the account's: another account, or a link from an order
    // someone placed with the same e-mail, never opens or overwrites it.
    if (before?.customer && before.customer.toString() !== customerId) {
      throw new DomainError("review-belongs-to-account", "forbidden", "A review of this product from this e-mail belongs to an account. Sign in to that account to change it.");
    }
    if (!before) {
      try {
        const created = await Review.create({
          product: productId,
          order: order._id,
          email: order.email,
          customer: customerId ?? order.customer ?? undefined,
          ...words,
          state,
          counted,
          ...(counted > 0 ? { ratingMarkedAt: now } : {}),
          publishedAt: publishReviewsAtOnce ? now : undefined,
        });
        if (counted > 0) await settleRating(created);
        await expirePagesOf(null, created);
        return answer(created.toObject<ReviewRecord>(), false);
      } catch (error) {
        // The same buyer's other request created it first: this one edits it.
        if (isDuplicateKeyError(error)) continue;
        throw error;
      }
    }
    // An edit is a new text: it waits for the owner again unless reviews publish at once, and the owner hears of it.
    const after = await applyReviewChange(before, {
      ...words,
      order: order._id,
      ...(customerId ? { customer: new mongoose.Types.ObjectId(customerId) } : {}),
      state,
      counted,
      publishedAt: publishReviewsAtOnce ? (before.publishedAt ?? now) : before.publishedAt,
      ownerNotified: false,
    });
    if (after) return answer(after, true);
  }
  throw new DomainError("review-busy", "conflict", "Your review changed while it was being saved. Please send it again.");
}
