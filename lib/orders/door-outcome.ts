import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { countDueSalesQuietly } from "@/lib/analytics/sales-ledger";
import { paidOrderMail } from "@/lib/checkout/confirm-payment";
import { settleStock } from "@/lib/checkout/holds";
import { phoneKey } from "@/lib/checkout/pay-on-delivery";
import { cancelPendingOrder } from "@/lib/checkout/release";
import { relayOrderMail } from "@/lib/mail/relay";
import { formatNaira, toKobo } from "@/lib/money/naira";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { DOOR_PAYMENT_STATUSES, isAwaitingDoorPayment } from "@/lib/vocabulary/order-actions";
import { DOOR_PAYMENT_LABELS, LEDGER_STATE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { ORDER_NOT_FOUND, type DoorOutcome } from "./admin-order-schemas";
import { findOrderByIdOrNumber } from "./find-order";

async function payOnDeliveryOrder(orderId: string): Promise<OrderRecord> {
  const order = await findOrderByIdOrNumber(orderId);
  if (!order) throw new DomainError("order-not-found", "not-found", ORDER_NOT_FOUND);
  if (order.payment.method !== PAYMENT_METHOD.onDelivery) throw new DomainError("not-pay-on-delivery", "conflict", "Only a pay-on-delivery order is paid or refused at the door.");
  return order;
}

const settledAlready = (order: OrderRecord) =>
  new DomainError("door-outcome-recorded", "conflict", `Order ${order.orderNumber} is ${order.status === ORDER_STATUS.cancelled ? "cancelled" : "paid"} already.`);

async function reload(order: OrderRecord): Promise<OrderRecord> {
  const current = await Order.findById(order._id).lean<OrderRecord>();
  if (!current) throw new DomainError("order-not-found", "not-found", ORDER_NOT_FOUND);
  return current;
}

/**
 * "Paid on delivery": the order is paid and delivered in one conditional update, which also puts it
 * in the sales ledger and the receipt in its mail; its held stock is then settled (the sweep does it
 * if a crash comes first). Recording the same payment again changes nothing.
 */
async function recordPaid(order: OrderRecord, amount: number, how: keyof typeof DOOR_PAYMENT_LABELS, now: Date): Promise<OrderRecord> {
  if (order.payment.state === PAYMENT_STATE.paid && order.payment.doorPayment === how && order.payment.paidAmountKobo === toKobo(amount)) return order;
  if (!isAwaitingDoorPayment(order)) throw settledAlready(order);
  if (toKobo(amount) !== toKobo(order.totalPrice)) throw invalidFields("amount-not-total", { amount: [`The order's total is ${formatNaira(order.totalPrice)}: record that amount, or refund the difference afterwards.`] });
  const paid = await Order.findOneAndUpdate(
    { _id: order._id, status: { $in: DOOR_PAYMENT_STATUSES }, "payment.method": PAYMENT_METHOD.onDelivery, "payment.state": PAYMENT_STATE.unpaid, "payment.refusal": { $exists: false } },
    {
      $set: {
        status: ORDER_STATUS.delivered,
        "payment.state": PAYMENT_STATE.paid,
        "payment.paidAt": now,
        "payment.paidAmountKobo": toKobo(amount),
        "payment.doorPayment": how,
        "payment.ledger": LEDGER_STATE.due,
      },
      $push: { statusHistory: { status: ORDER_STATUS.delivered, at: now }, mail: { $each: paidOrderMail(now, false) } },
    },
    { returnDocument: "after" },
  ).lean<OrderRecord>();
  if (!paid) throw settledAlready(await reload(order));
  await settleStock(paid._id);
  await countDueSalesQuietly();
  await relayOrderMail(paid._id, now);
  await recordActivity("payment-confirmed", `${DOOR_PAYMENT_LABELS[how]} of ${formatNaira(amount)} collected on delivery for ${order.orderNumber}`, order.orderNumber);
  return paid;
}

/**
 * "Refused at the door": the refusal (its reason, and the buyer's phone, so pay on delivery is not
 * offered to them again for a while) is recorded first, then the order is cancelled and its stock
 * returned through the one cancellation path. A retry after a crash between the two finishes the
 * cancellation; the first reason stands.
 */
async function recordRefused(order: OrderRecord, reason: string, now: Date): Promise<OrderRecord> {
  if (order.status === ORDER_STATUS.cancelled && order.payment.refusal) return order;
  if (!isAwaitingDoorPayment(order)) throw settledAlready(order);
  await Order.updateOne(
    { _id: order._id, status: { $in: DOOR_PAYMENT_STATUSES }, "payment.state": PAYMENT_STATE.unpaid, "payment.refusal": { $exists: false } },
    { $set: { "payment.refusal": { at: now, reason, phone: phoneKey(order.shipping.phoneNumber ?? "") } } },
  );
  const before = await cancelPendingOrder({ _id: order._id, status: { $in: DOOR_PAYMENT_STATUSES }, "payment.state": PAYMENT_STATE.unpaid, "payment.refusal": { $exists: true } }, now, "cancelled");
  const current = await reload(order);
  if (!before && !(current.status === ORDER_STATUS.cancelled && current.payment.refusal)) throw settledAlready(current);
  if (before) await recordActivity("order-cancelled", `Order ${order.orderNumber} refused at the door (${reason}); its stock was returned`, order.orderNumber);
  return current;
}

/** The owner records what happened when a pay-on-delivery order reached its buyer. */
export async function recordDoorOutcome(orderId: string, outcome: DoorOutcome, now: Date = new Date()): Promise<OrderRecord> {
  const order = await payOnDeliveryOrder(orderId);
  return outcome.outcome === "paid" ? recordPaid(order, outcome.amount, outcome.how, now) : recordRefused(order, outcome.reason, now);
}
