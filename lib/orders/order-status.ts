import "server-only";
import mongoose from "mongoose";
import { recordActivity } from "@/lib/activity/record-activity";
import { conflict, notFound } from "@/lib/http/errors";
import { formatNaira, toKobo } from "@/lib/money/naira";
import { ORDER_NUMBER_PATTERN, Order, type OrderRecord, type OrderStatus } from "@/models/order";
import { cancelPendingOrder } from "./release";

/** Statuses a paid order moves among; the owner may step back as well as forward. */
export const FULFILMENT_STATUSES = ["Order Placed", "Processing", "Shipped", "Delivered"] as const satisfies readonly OrderStatus[];

function isFulfilmentStatus(status: string): status is (typeof FULFILMENT_STATUSES)[number] {
  return (FULFILMENT_STATUSES as readonly string[]).includes(status);
}

async function findOrder(orderId: string): Promise<OrderRecord> {
  const filter = ORDER_NUMBER_PATTERN.test(orderId)
    ? { orderNumber: orderId }
    : mongoose.isValidObjectId(orderId)
      ? { _id: orderId }
      : null;
  const order = filter ? await Order.findOne(filter).lean<OrderRecord>() : null;
  if (!order) throw notFound("Order not found");
  return order;
}

const changedMeanwhile = () => conflict("The order changed while you were editing it. Reload and try again.");

/**
 * The admin's status change (issue 6 calls it from PUT /api/orders/update/[id]). `orderId` is the
 * order's _id or its order number. The rules:
 * - a Pending bank-transfer order moved to Order Placed means the transfer arrived: it is marked paid;
 * - Cancelled only while Pending, giving the stock back once;
 * - a paid order moves among Order Placed, Processing, Shipped and Delivered;
 * - anything else is refused with 409.
 * Every change is one conditional update on the status read, so a concurrent change is refused, never lost.
 */
export async function changeOrderStatus(orderId: string, target: OrderStatus, now: Date = new Date()): Promise<OrderRecord> {
  const order = await findOrder(orderId);
  if (order.status === target) throw conflict(`The order is already ${target}.`);

  if (target === "Cancelled") {
    if (order.status !== "Pending") throw conflict("Only a Pending order can be cancelled.");
    const before = await cancelPendingOrder({ _id: order._id }, now);
    if (!before) throw changedMeanwhile();
    await recordActivity("order-cancelled", `Order ${order.orderNumber} cancelled; its stock was returned`, order.orderNumber);
    return reload(order._id);
  }

  if (order.status === "Pending") {
    if (target !== "Order Placed" || order.payment.method !== "bank" || order.payment.state !== "unpaid") {
      throw conflict(
        order.payment.method === "card"
          ? "A card order is confirmed by its payment, not by hand."
          : "A Pending order can only be confirmed (Order Placed) or cancelled.",
      );
    }
    const paid = await Order.findOneAndUpdate(
      { _id: order._id, status: "Pending", "payment.state": "unpaid", "payment.method": "bank" },
      {
        $set: { status: "Order Placed", "payment.state": "paid", "payment.paidAt": now, "payment.paidAmountKobo": toKobo(order.totalPrice) },
        $unset: { expiresAt: 1 },
        $push: { statusHistory: { status: "Order Placed", at: now } },
      },
      { returnDocument: "after" },
    ).lean<OrderRecord>();
    if (!paid) throw changedMeanwhile();
    await recordActivity(
      "payment-confirmed",
      `Bank transfer of ${formatNaira(order.totalPrice)} confirmed for ${order.orderNumber}`,
      order.orderNumber,
    );
    return paid;
  }

  if (order.payment.state !== "paid" || !isFulfilmentStatus(order.status) || !isFulfilmentStatus(target)) {
    throw conflict(`An order that is ${order.status} cannot move to ${target}.`);
  }
  const moved = await Order.findOneAndUpdate(
    { _id: order._id, status: order.status, "payment.state": "paid" },
    { $set: { status: target }, $push: { statusHistory: { status: target, at: now } } },
    { returnDocument: "after" },
  ).lean<OrderRecord>();
  if (!moved) throw changedMeanwhile();
  await recordActivity("order-status-changed", `Order ${order.orderNumber} moved from ${order.status} to ${target}`, order.orderNumber);
  return moved;
}

async function reload(id: mongoose.Types.ObjectId): Promise<OrderRecord> {
  const order = await Order.findById(id).lean<OrderRecord>();
  if (!order) throw notFound("Order not found");
  return order;
}
