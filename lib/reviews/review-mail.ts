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
import { authorLine } from "./review-shown";
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
  const delivered = orders.filter((order) => order.status === ORDER_STATUS.delivered);
  // One write for the pass: a large shop's first pass notes thousands of deliveries.
  if (delivered.length > 0) {
    await ReviewRequest.bulkWrite(
      delivered.map((order) => ({
        updateOne: { filter: { _id: order._id }, update: { $set: { deliveredAt: deliveredAt(order as DeliveredOrder) }, $setOnInsert: { state: "waiting" } }, upsert: true },
      })),
      { ordered: false },
    );
  }
  const reached = orders.length === ORDERS_PER_PASS ? orders[orders.length - 1]?.updatedAt : now;
  if (reached) await ReviewMailMark.updateOne({ _id: "review-requests" }, { $max: { at: reached } }, { upsert: true });
}

/**
 * Records the "How was it?" e-mail of every delivered order whose settings' days are up, one link
 * per product the buyer has not reviewed yet. The message's key is the order's, so a repeated pass
 * never sends it twice; an order no longer Delivered (stepped back) is not asked. The pass reads
 * its orders, their reviews and their products once each, not once per order: on a large shop's
 * first pass that was five round trips an order, in the same minute as the owner's screens.
 */
export async function requestReviews(now = new Date()): Promise<{ asked: number }> {
  await connectToDatabase();
  const { reviewRequestDays } = await getStoreSettings();
  await noteDeliveries(now, reviewRequestDays);
  const due = await ReviewRequest.find({ state: "waiting", deliveredAt: { $lte: new Date(now.getTime() - reviewRequestDays * DAY) } }, { _id: 1 })
    .sort({ deliveredAt: 1 })
    .limit(REQUESTS_PER_PASS)
    .lean();
  if (due.length === 0) return { asked: 0 };
  const dueIds = due.map((request) => request._id);
  const orders = await Order.find({ _id: { $in: dueIds }, status: ORDER_STATUS.delivered }, { orderNumber: 1, email: 1, shipping: 1, orderItems: 1 }).lean<DeliveredOrder[]>();
  const unreviewed = await unreviewedProducts(orders);
  let asked = 0;
  for (const order of orders) if (await askForReviews(order, unreviewed(order), now)) asked += 1;
  // After the messages: a crash between leaves the requests waiting, and the next pass finds their messages recorded.
  await ReviewRequest.updateMany({ _id: { $in: dueIds }, state: "waiting" }, { $set: { state: "sent" } });
  return { asked };
}

type ProductName = { _id: mongoose.Types.ObjectId; brand: string; name: string };

/** For each of these orders, the products still sold that its buyer has not reviewed, read in two queries for them all. */
async function unreviewedProducts(orders: DeliveredOrder[]): Promise<(order: DeliveredOrder) => ProductName[]> {
  const productIds = [...new Set(orders.flatMap((order) => order.orderItems.map((item) => item.product.toString())))];
  const [reviews, products] = await Promise.all([
    Review.find({ email: { $in: [...new Set(orders.map((order) => order.email))] }, product: { $in: productIds } }, { email: 1, product: 1 }).lean(),
    Product.find({ _id: { $in: productIds } }, { brand: 1, name: 1 }).lean<ProductName[]>(),
  ]);
  const reviewed = new Set(reviews.map((review) => `${review.email} ${review.product.toString()}`));
  const byId = new Map(products.map((product) => [product._id.toString(), product]));
  return (order) =>
    [...new Set(order.orderItems.map((item) => item.product.toString()))]
      .filter((id) => !reviewed.has(`${order.email} ${id}`))
      .flatMap((id) => byId.get(id) ?? []);
}

async function askForReviews(order: DeliveredOrder, products: ProductName[], now: Date): Promise<boolean> {
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
  const products = await Product.find({ _id: { $in: reviews.map((review) => review.product) } }, { brand: 1, name: 1 }).lean<ProductName[]>();
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
