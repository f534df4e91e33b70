import "server-only";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { Product } from "@/models/product";
import { Review, type ReviewRecord } from "@/models/review";
import { SpentLink } from "@/models/spent-link";
import { readReviewLink, type ReviewLink } from "./review-link";

export const REVIEW_MESSAGES = {
  signIn: "Sign in to review a product you bought, or use the link in your “How was it?” e-mail.",
  customersOnly: "Reviews are written by customers: sign in with a customer account.",
  confirmEmail: "Confirm your e-mail first: follow the link we sent when you signed up, or send it again from your account page.",
  notABuyer: "Only a shopper whose order of this product was delivered can review it.",
  linkInvalid: "This review link is not valid. Please use the link in your e-mail as it was sent.",
  linkExpired: "This review link has expired. Sign in to your account to review your delivered orders.",
  linkUsed: "This review link has been used already. Sign in to your account to edit your review.",
  linkOtherProduct: "This review link is for another product.",
  productGone: "This product is no longer sold.",
  chooseProduct: "Choose the product you are reviewing",
} as const;

/** An order that proves a purchase, as far as a review needs to know it. */
export type BuyerOrder = Pick<OrderRecord, "_id" | "email" | "customer" | "shipping" | "orderItems">;

const BUYER_ORDER_FIELDS = { email: 1, customer: 1, shipping: 1, orderItems: 1 } as const;

const linkRefused = (message: string) => new DomainError("review-link-refused", "invalid", message, "token");

/** The account's newest Delivered order containing the product, or a refusal: never bought it, or not delivered yet. */
export async function deliveredOrderOfCustomer(customerId: string, productId: string): Promise<BuyerOrder> {
  await connectToDatabase();
  const order = await Order.findOne(
    { customer: new mongoose.Types.ObjectId(customerId), status: ORDER_STATUS.delivered, "orderItems.product": new mongoose.Types.ObjectId(productId) },
    BUYER_ORDER_FIELDS,
  )
    .sort({ createdAt: -1 })
    .lean<BuyerOrder>();
  if (!order) throw new DomainError("not-a-buyer", "forbidden", REVIEW_MESSAGES.notABuyer);
  return order;
}

/**
 * What a "How was it?" link lets its holder review, checked whole: ours and unaltered, not past
 * its time, not spent, and its order still Delivered with the product in it.
 */
export async function orderOfReviewLink(token: string, now = new Date()): Promise<{ link: ReviewLink; order: BuyerOrder }> {
  const link = readReviewLink(token, now);
  if (link === "invalid") throw linkRefused(REVIEW_MESSAGES.linkInvalid);
  if (link === "expired") throw linkRefused(REVIEW_MESSAGES.linkExpired);
  await connectToDatabase();
  if (await SpentLink.exists({ _id: spentLinkId(link) })) throw new DomainError("review-link-used", "conflict", REVIEW_MESSAGES.linkUsed, "token");
  const order = await Order.findOne({ _id: link.orderId, status: ORDER_STATUS.delivered, "orderItems.product": new mongoose.Types.ObjectId(link.productId) }, BUYER_ORDER_FIELDS).lean<BuyerOrder>();
  if (!order) throw new DomainError("not-a-buyer", "forbidden", REVIEW_MESSAGES.notABuyer);
  return { link, order };
}

/** The id a spent review link is kept under: its nonce, named apart from other single-use links. */
export const spentLinkId = (link: ReviewLink) => `review:${link.nonce}`;

/** The product a review is for, by name, or a refusal when it is gone from the shop. */
export async function reviewedProduct(productId: string): Promise<{ _id: mongoose.Types.ObjectId; brand: string; name: string; images?: { url: string }[] }> {
  const product = await Product.findById(productId, { brand: 1, name: 1, images: 1 }).lean<{ _id: mongoose.Types.ObjectId; brand: string; name: string; images?: { url: string }[] }>();
  if (!product) throw new DomainError("product-gone", "not-found", REVIEW_MESSAGES.productGone);
  return product;
}

/** The buyer's review of the product, if they wrote one: the form opens on it to edit. */
export async function existingReview(productId: string, email: string): Promise<ReviewRecord | null> {
  return Review.findOne({ product: productId, email: email.toLowerCase() }).lean<ReviewRecord>();
}
