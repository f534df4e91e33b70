import "server-only";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { recordMessage } from "@/lib/mail/outbox";
import { ownerAddress } from "@/lib/mail/owner-address";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { Product } from "@/models/product";
import { Review, type ReviewRecord } from "@/models/review";
import { ReviewMailMark } from "@/models/review-mail-mark";
import { ReviewRequest } from "@/models/review-request";
import { authorLine } from "./moderation";
import { issueReviewLink } from "./review-link";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** On the first pass ever, orders changed this many days before the request window are read too; older deliveries are left in peace. */
const FIRST_PASS_DAYS = 14;
/** Orders read per pass, and requests sent per pass: the sweep runs every minute, the rest waits for the next. */
const ORDERS_PER_PASS = 1000;
const REQUESTS_PER_PASS = 100;
/** The owner's message names this many reviews and counts the rest. */
const REVIEWS_PER_DIGEST = 20;

type DeliveredOrder = Pick<OrderRecord, "_id" | "orderNumber" | "email" | "shipping" | "orderItems" | "statusHistory" | "updatedAt" | "status">;

/** When the order was last marked Delivered (orders stored without a history: when it last changed). */
function deliveredAt(order: DeliveredOrder): Date {
  const entry = order.statusHistory.findLast((change) => change.status === ORDER_STATUS.delivered);
  return entry?.at ?? order.updatedAt;
}

/**
 * Notes the orders delivered since the last pass: the orders changed since its mark (the updatedAt
 * index), each Delivered one kept as a request waiting for its days. Idempotent, so reading an
 * order twice (the mark's own instant is read again) changes nothing.
 */
async function noteDeliveries(now: Date, days: number): Promise<void> {
  const mark = await ReviewMailMark.findById("review-requests").lean();
  const from = mark?.at ?? new Date(now.getTime() - (days + FIRST_PASS_DAYS) * DAY);
  const orders = await Order.find({ updatedAt: { $gte: from, $lte: now } }, { status: 1, statusHistory: 1, updatedAt: 1 })
    .sort({ updatedAt: 1 })
    .limit(ORDERS_PER_PASS)
    .lean<Pick<DeliveredOrder, "_id" | "status" | "statusHistory" | "updatedAt">[]>();
  for (const order of orders) {
    if (order.status !== ORDER_STATUS.delivered) continue;
    await ReviewRequest.updateOne({ _id: order._id }, { $set: { deliveredAt: deliveredAt(order as DeliveredOrder) }, $setOnInsert: { state: "waiting" } }, { upsert: true });
  }
  const reached = orders.length === ORDERS_PER_PASS ? orders[orders.length - 1]?.updatedAt : now;
  if (reached) await ReviewMailMark.updateOne({ _id: "review-requests" }, { $max: { at: reached } }, { upsert: true });
}

/**
 * Records the "How was it?" e-mail of every delivered order whose settings' days are up, one link
 * per product the buyer has not reviewed yet. The message's key is the order's, so a repeated pass
 * never sends it twice; an order no longer Delivered (stepped back) is not asked.
 */
export async function requestReviews(now = new Date()): Promise<{ asked: number }> {
  await connectToDatabase();
  const { reviewRequestDays } = await getStoreSettings();
  await noteDeliveries(now, reviewRequestDays);
  const due = await ReviewRequest.find({ state: "waiting", deliveredAt: { $lte: new Date(now.getTime() - reviewRequestDays * DAY) } })
    .sort({ deliveredAt: 1 })
    .limit(REQUESTS_PER_PASS)
    .lean();
  let asked = 0;
  for (const request of due) {
    const order = await Order.findOne({ _id: request._id, status: ORDER_STATUS.delivered }, { orderNumber: 1, email: 1, shipping: 1, orderItems: 1 }).lean<DeliveredOrder>();
    if (order && (await askForReviews(order, now))) asked += 1;
    await ReviewRequest.updateOne({ _id: request._id, state: "waiting" }, { $set: { state: "sent" } });
  }
  return { asked };
}

async function askForReviews(order: DeliveredOrder, now: Date): Promise<boolean> {
  const productIds = [...new Set(order.orderItems.map((item) => item.product.toString()))];
  const reviewed = new Set((await Review.find({ email: order.email, product: { $in: productIds } }, { product: 1 }).lean()).map((review) => review.product.toString()));
  const products = await Product.find({ _id: { $in: productIds.filter((id) => !reviewed.has(id)) } }, { brand: 1, name: 1 }).lean<{ _id: mongoose.Types.ObjectId; brand: string; name: string }[]>();
  if (products.length === 0) return false;
  const result = await recordMessage(
    {
      key: `order:${order._id.toString()}:review-request`,
      to: order.email,
      kind: "review-request",
      data: {
        customerName: order.shipping.fullName.trim().split(/\s+/)[0] ?? "",
        orderNumber: order.orderNumber,
        products: products.map((product) => ({ name: `${product.brand} ${product.name}`, token: issueReviewLink(order._id.toString(), product._id.toString(), now) })),
      },
    },
    now,
  );
  return result === "recorded";
}

/**
 * Tells the owner of the reviews written or edited since the last message, at most once an hour
 * across every instance: the pass that moves the "owner-digest" mark past the hour sends it. A
 * crash after the claim leaves the reviews unnamed, for the next hour's message.
 */
export async function notifyOwnerOfReviews(now = new Date()): Promise<"sent" | "nothing-new" | "not-due" | "no-owner"> {
  await connectToDatabase();
  if (!(await Review.exists({ ownerNotified: false }))) return "nothing-new";
  const owner = await ownerAddress();
  if (!owner) return "no-owner";
  try {
    const claimed = await ReviewMailMark.findOneAndUpdate({ _id: "owner-digest", at: { $lte: new Date(now.getTime() - HOUR) } }, { $set: { at: now } }, { upsert: true, returnDocument: "after" });
    if (!claimed) return "not-due";
  } catch (error) {
    // The mark exists and is within the hour: the upsert's insert collided with it.
    if (isDuplicateKeyError(error)) return "not-due";
    throw error;
  }
  const unnamed = { ownerNotified: false, updatedAt: { $lte: now } };
  const [reviews, total] = await Promise.all([Review.find(unnamed).sort({ updatedAt: 1 }).limit(REVIEWS_PER_DIGEST).lean<ReviewRecord[]>(), Review.countDocuments(unnamed)]);
  if (total === 0) return "nothing-new";
  const products = await Product.find({ _id: { $in: reviews.map((review) => review.product) } }, { brand: 1, name: 1 }).lean<{ _id: mongoose.Types.ObjectId; brand: string; name: string }[]>();
  const names = new Map(products.map((product) => [product._id.toString(), `${product.brand} ${product.name}`]));
  await recordMessage(
    {
      key: `owner:reviews:${now.toISOString()}`,
      to: owner,
      kind: "owner-new-reviews",
      data: {
        total,
        waiting: await Review.exists({ ...unnamed, state: "pending" }).then(Boolean),
        reviews: reviews.map((review) => ({ product: names.get(review.product.toString()) ?? "A product no longer sold", rating: review.rating, title: review.title, author: authorLine(review) })),
      },
    },
    now,
  );
  await Review.updateMany(unnamed, { $set: { ownerNotified: true } });
  return "sent";
}

/** The sweep's review mail: the owner's hourly message, and the "How was it?" e-mails whose days are up. */
export async function sweepReviewMail(now = new Date()): Promise<void> {
  await notifyOwnerOfReviews(now);
  await requestReviews(now);
}
