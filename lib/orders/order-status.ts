import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { countDueSalesQuietly } from "@/lib/analytics/sales-ledger";
import { pendingMail } from "@/lib/mail/pending-mail";
import { relayOrderMail } from "@/lib/mail/relay";
import { isNotifiedStatus } from "@/lib/mail/templates/order-status";
import { formatNaira, toKobo } from "@/lib/money/naira";
import { allowedStatusMoves, isAwaitingBankTransfer, isAwaitingDoorPayment } from "@/lib/vocabulary/order-actions";
import { LEDGER_STATE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATE, type OrderStatus } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { ORDER_NOT_FOUND } from "./admin-order-schemas";
import { paidOrderMail } from "@/lib/checkout/confirm-payment";
import { findOrderByIdOrNumber } from "./find-order";
import { cancelPendingOrder } from "@/lib/checkout/release";
import { settleStock } from "@/lib/checkout/holds";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { roleMay, statusChangePermission, type StaffRole } from "@/lib/vocabulary/staff-roles";

async function findOrder(orderId: string): Promise<OrderRecord> {
  const order = await findOrderByIdOrNumber(orderId);
  if (!order) throw new DomainError("order-not-found", "not-found", ORDER_NOT_FOUND);
  return order;
}

const changedMeanwhile = () => new DomainError("order-changed", "conflict", "The order changed while you were editing it. Reload and try again.");

function refusal(order: OrderRecord, target: OrderStatus): string {
  if (isAwaitingDoorPayment(order)) {
    return target === ORDER_STATUS.cancelled
      ? "An order on its way is cancelled by recording a refusal at the door."
      : "A pay-on-delivery order moves to Processing or Shipped until its payment or refusal is recorded at the door.";
  }
  if (target === ORDER_STATUS.cancelled) return "Only a Pending order can be cancelled.";
  if (order.status === ORDER_STATUS.pending) {
    return order.payment.method === PAYMENT_METHOD.card
      ? "A card order is confirmed by its payment, not by hand."
      : "A Pending order can only be confirmed (Order Placed) or cancelled.";
  }
  return `An order that is ${order.status} cannot move to ${target}.`;
}

/**
 * The admin's status change (PUT /api/orders/update/[id]). `orderId` is the order's _id or its
 * order number. Which moves exist is the vocabulary's `allowedStatusMoves`; anything else is
 * refused as a conflict. Every change is one conditional update on the status read, so a concurrent
 * change is refused, never lost. `by` is the staff member's role when a person asks (the sweep
 * and recovery pass none).
 */
export async function changeOrderStatus(orderId: string, target: OrderStatus, now: Date = new Date(), by?: StaffRole | null): Promise<OrderRecord> {
  const order = await findOrder(orderId);
  if (by !== undefined && !roleMay(by, statusChangePermission(order.status, target))) {
    throw new DomainError("status-change-not-allowed", "forbidden", "Your role may move paid orders on to Delivered, but not confirm payments or cancel orders.");
  }
  if (order.status === target) throw new DomainError("status-unchanged", "conflict", `The order is already ${target}.`);
  if (!allowedStatusMoves(order).includes(target)) throw new DomainError("status-move-refused", "conflict", refusal(order, target));

  if (target === ORDER_STATUS.cancelled) {
    const before = await cancelPendingOrder({ _id: order._id }, now, "cancelled");
    if (!before) throw changedMeanwhile();
    await recordActivity("order-cancelled", `Order ${order.orderNumber} cancelled; its stock was returned`, order.orderNumber);
    return reload(order);
  }

  if (isAwaitingBankTransfer(order)) {
    // The awaited bank transfer arrived: the order is paid and placed in one step.
    const paid = await Order.findOneAndUpdate(
      { _id: order._id, status: ORDER_STATUS.pending, "payment.state": PAYMENT_STATE.unpaid, "payment.method": PAYMENT_METHOD.bank },
      {
        $set: {
          status: ORDER_STATUS.placed,
          "payment.state": PAYMENT_STATE.paid,
          "payment.paidAt": now,
          "payment.paidAmountKobo": toKobo(order.totalPrice),
          "payment.ledger": LEDGER_STATE.due,
        },
        $unset: { expiresAt: 1 },
        $push: { statusHistory: { status: ORDER_STATUS.placed, at: now }, mail: { $each: paidOrderMail(now, false) } },
      },
      { returnDocument: "after" },
    ).lean<OrderRecord>();
    if (!paid) throw changedMeanwhile();
    // Now rather than at the next sweep, so the stock history says "paid" when it was.
    await settleStock(paid._id);
    await countDueSalesQuietly();
    await relayOrderMail(paid._id, now);
    await recordActivity("payment-confirmed", `Bank transfer of ${formatNaira(order.totalPrice)} confirmed for ${order.orderNumber}`, order.orderNumber);
    return paid;
  }

  // One message per status and order (its key names the status), so an owner who steps an order
  // back and on again does not tell the shopper twice.
  const notice = isNotifiedStatus(target) ? { mail: pendingMail(`status:${target}`, "order-status", "customer", { status: target }) } : {};
  // A pay-on-delivery order goes out before its money: it moves while unpaid and while no refusal
  // at the door is recorded (the refusal is written before its cancellation, see door-outcome).
  const standing = isAwaitingDoorPayment(order) ? { "payment.state": PAYMENT_STATE.unpaid, "payment.refusal": { $exists: false } } : { "payment.state": PAYMENT_STATE.paid };
  const moved = await Order.findOneAndUpdate(
    { _id: order._id, status: order.status, ...standing },
    { $set: { status: target }, $push: { statusHistory: { status: target, at: now }, ...notice } },
    { returnDocument: "after" },
  ).lean<OrderRecord>();
  if (!moved) throw changedMeanwhile();
  await relayOrderMail(moved._id, now);
  await recordActivity("order-status-changed", `Order ${order.orderNumber} moved from ${order.status} to ${target}`, order.orderNumber);
  return moved;
}

async function reload(order: OrderRecord): Promise<OrderRecord> {
  const current = await Order.findById(order._id).lean<OrderRecord>();
  if (!current) throw new DomainError("order-not-found", "not-found", ORDER_NOT_FOUND);
  return current;
}
