import "server-only";
import { Types } from "mongoose";
import { recordActivity } from "@/lib/activity/record-activity";
import { countDueSalesQuietly } from "@/lib/analytics/sales-ledger";
import { relayOrderMail } from "@/lib/mail/relay";
import { recordStockMoves, refundedMove } from "@/lib/catalog/stock-history";
import { formatKobo, toKobo } from "@/lib/money/naira";
import { REFUND_STATE } from "@/lib/vocabulary/refunds";
import { Order, type OrderRecord } from "@/models/order";
import { Product } from "@/models/product";
import { Promotion } from "@/models/promotion";
import { refreshStockPages } from "./stock-pages";

export type StoredRefund = NonNullable<OrderRecord["refunds"]>[number];

/** What the order was paid, in kobo: the provider's figure, or the total for orders paid before it was kept. */
export function paidKoboOf(order: Pick<OrderRecord, "payment" | "totalPrice">): number {
  return order.payment.paidAmountKobo ?? toKobo(order.totalPrice);
}

export const refundOf = (order: Pick<OrderRecord, "refunds">, refundId: Types.ObjectId | string) =>
  order.refunds?.find((refund) => refund._id.equals(refundId)) ?? null;

/** Sends each restocked line's units back to its size, once per line and refund (the marker on the product says so). */
async function restock(order: OrderRecord, refund: StoredRefund): Promise<void> {
  const moves: { productId: string; change: number }[] = [];
  for (const line of refund.restock ?? []) {
    const item = order.orderItems.find((candidate) => candidate._id.equals(line.item));
    if (!item) continue;
    // A line from before sizes names none: its units were the product's first size's.
    const product = await Product.findById(item.product, { "sizes._id": 1 }).lean();
    const size = item.size ?? product?.sizes?.[0]?._id;
    if (!product || !size || !product.sizes?.some((candidate) => candidate._id.equals(size))) {
      console.warn(`Refund ${refund._id.toString()} of ${order.orderNumber}: ${item.name} or its size is gone; its units cannot go back to stock`);
      continue;
    }
    const marker = { refund: refund._id, item: line.item };
    const { modifiedCount } = await Product.updateOne(
      { _id: product._id, "sizes._id": size, restocks: { $not: { $elemMatch: marker } } },
      { $inc: { "sizes.$[returned].stock": line.quantity, stock: line.quantity }, $push: { restocks: marker, stockMoves: refundedMove(order._id, refund._id, line.item, size, line.quantity) } },
      { arrayFilters: [{ "returned._id": size }] },
    );
    if (modifiedCount === 1) moves.push({ productId: product._id.toString(), change: -line.quantity });
    await recordStockMoves(product._id);
  }
  await Order.updateOne({ _id: order._id }, { $set: { "refunds.$[done].restocked": true } }, { arrayFilters: [{ "done._id": refund._id }] });
  // The markers did their work once the order says so; a crash before this leaves a few behind, harmlessly.
  await Product.updateMany({ "restocks.refund": refund._id }, { $pull: { restocks: { refund: refund._id } } });
  await refreshStockPages(moves);
}

/** A fully refunded order's promotion use goes back to the code, once (the code keeps the order's id). */
async function returnPromotionUse(order: OrderRecord, refund: StoredRefund): Promise<void> {
  if (order.promo?.promotion && (order.refundedKobo ?? 0) >= paidKoboOf(order)) {
    await Promotion.updateOne(
      { _id: order.promo.promotion, usedCount: { $gt: 0 }, refundedOrders: { $ne: order._id } },
      { $inc: { usedCount: -1 }, $push: { refundedOrders: order._id } },
    );
  }
  await Order.updateOne({ _id: order._id }, { $set: { "refunds.$[done].promotionReturned": true } }, { arrayFilters: [{ "done._id": refund._id }] });
}

/**
 * The steps after a refund is decided, each marked on the refund as it is done and safe to repeat:
 * a processed refund's units go back to stock, a full refund's promotion use goes back, the ledger
 * counts it and its e-mail (written by the update that processed it) is relayed; then the refund is
 * closed. A failed refund has nothing left to do but close.
 */
export async function finishRefund(orderId: Types.ObjectId, refundId: Types.ObjectId, now: Date = new Date()): Promise<void> {
  const order = await Order.findById(orderId).lean<OrderRecord>();
  const refund = order && refundOf(order, refundId);
  if (!order || !refund || !refund.open) return;
  if (refund.state === REFUND_STATE.processed) {
    if (!refund.restocked) await restock(order, refund);
    if (!refund.promotionReturned) await returnPromotionUse(order, refund);
    await countDueSalesQuietly();
    await relayOrderMail(order._id, now);
  }
  if (refund.state !== REFUND_STATE.processed && refund.state !== REFUND_STATE.failed) return;
  const { modifiedCount } = await Order.updateOne(
    { _id: order._id, refunds: { $elemMatch: { _id: refund._id, open: true } } },
    { $unset: { "refunds.$[done].open": 1 } },
    { arrayFilters: [{ "done._id": refund._id }] },
  );
  if (modifiedCount === 1) {
    const what = refund.state === REFUND_STATE.processed ? `Refund of ${formatKobo(refund.amountKobo)} made` : `Refund of ${formatKobo(refund.amountKobo)} failed (${refund.failure ?? "no reason given"})`;
    await recordActivity("order-refunded", `${what} for ${order.orderNumber}`, order.orderNumber);
  }
}
