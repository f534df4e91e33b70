import "server-only";
import { Types } from "mongoose";
import { formatKobo, toKobo } from "@/lib/money/naira";
import { providerForOrder } from "@/lib/payments/config";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { isOrderNumber } from "@/lib/vocabulary/order-number";
import { LEDGER_STATE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { REFUND_STATE, unitsLeftToRestock, type RefundMethod } from "@/lib/vocabulary/refunds";
import { Order, type OrderRecord } from "@/models/order";
import type { RefundRequest } from "./refund-schemas";
import { askProviderToRefund, refundMail } from "./refund-settle";
import { finishRefund, paidKoboOf } from "./refund-steps";

const ATTEMPTS = 20;

const orderNotFound = () => new DomainError("order-not-found", "not-found", "Order not found");
const changedMeanwhile = () => new DomainError("order-changed", "conflict", "The order changed while you were refunding it. Reload and try again.");

async function findOrder(orderId: string): Promise<OrderRecord> {
  const filter = isOrderNumber(orderId) ? { orderNumber: orderId } : isObjectId(orderId) ? { _id: orderId } : null;
  const order = filter ? await Order.findOne(filter).lean<OrderRecord>() : null;
  if (!order) throw orderNotFound();
  return order;
}

/** The owner's restock lines, merged per order line and checked against what each line can still give back. */
function restockLines(order: OrderRecord, requested: RefundRequest["restock"]): { item: Types.ObjectId; quantity: number }[] {
  const wanted = new Map<string, number>();
  for (const line of requested) if (line.quantity > 0) wanted.set(line.item, (wanted.get(line.item) ?? 0) + line.quantity);
  const restockable = unitsLeftToRestock(order);
  const lines: { item: Types.ObjectId; quantity: number }[] = [];
  for (const [item, quantity] of wanted) {
    const orderLine = order.orderItems.find((candidate) => candidate._id.toString() === item);
    if (!orderLine) throw new DomainError("refund-unknown-line", "invalid", "This order has no such line.", "restock");
    const left = restockable.get(item) ?? 0;
    if (quantity > left) {
      throw new DomainError(
        "refund-restock-too-many",
        "invalid",
        order.status === ORDER_STATUS.cancelled
          ? "This order's units went back to stock when it was cancelled; none can go back again."
          : `Only ${left} of ${orderLine.name} can still go back to stock.`,
        "restock",
      );
    }
    lines.push({ item: orderLine._id, quantity });
  }
  return lines;
}

function methodOf(order: OrderRecord): RefundMethod {
  if (order.payment.method === PAYMENT_METHOD.bank) return "bank";
  return order.payment.provider === "test" ? "test" : "paystack";
}

/** The refunds condition: exactly as many as were read, so two refunds never both pass one check. */
const sameRefunds = (order: OrderRecord) => ((order.refunds?.length ?? 0) === 0 ? { refunds: { $exists: false } } : { refunds: { $size: order.refunds?.length ?? 0 } });

export interface RefundResult {
  order: OrderRecord;
  /** The provider's refusal, when it refused: the refund is recorded as failed. */
  refused: string | null;
}

/**
 * The owner refunds part or all of a paid order (POST /api/orders/refunds/[id]).
 * The intent is recorded first, by one conditional update of the order that also raises what its
 * refunds hold back, on the condition that the order has exactly the refunds read: so of any
 * number of racing clicks each is checked against the others and the total never passes what was
 * paid. A card refund is then asked of the provider (pending until its webhook says processed or
 * failed); a bank transfer the owner already made is recorded processed at once. Every later step
 * is finished by finishRefund, and the recovery pass finishes whatever a crash interrupted.
 * The same `key` again answers with the refund it made, changing nothing.
 */
export async function requestRefund(orderId: string, input: RefundRequest, requestedBy: string, now: Date = new Date()): Promise<RefundResult> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const order = await findOrder(orderId);
    const existing = order.refunds?.find((refund) => refund.key === input.key);
    if (existing) return { order, refused: existing.state === REFUND_STATE.failed ? (existing.failure ?? "") : null };
    if (order.payment.state !== PAYMENT_STATE.paid) throw new DomainError("refund-unpaid", "conflict", "Only a paid order can be refunded.");

    const method = methodOf(order);
    if (method === "bank" && !input.transfer) throw new DomainError("refund-transfer-missing", "invalid", "Enter the transfer's reference", "transfer.reference");
    if (method !== "bank" && !providerForOrder(order.payment.provider)) {
      throw new DomainError("refund-provider-unavailable", "conflict", "This card payment was taken by a provider the shop is not set up for now; refund it from that provider's dashboard.");
    }
    const amountKobo = toKobo(input.amount);
    const left = paidKoboOf(order) - (order.refundReservedKobo ?? 0);
    if (amountKobo > left) {
      throw new DomainError("refund-too-much", "invalid", left > 0 ? `At most ${formatKobo(left)} can still be refunded.` : "Everything paid has already been refunded.", "amount");
    }

    const bankDay = input.transfer ? new Date(`${input.transfer.date}T12:00:00+01:00`) : null;
    const refund = {
      _id: new Types.ObjectId(),
      key: input.key,
      amountKobo,
      method,
      state: method === "bank" ? REFUND_STATE.processed : REFUND_STATE.requested,
      reason: input.reason,
      restock: restockLines(order, input.restock),
      requestedBy,
      requestedAt: now,
      open: true,
      restocked: false,
      promotionReturned: false,
      ...(bankDay && input.transfer ? { reference: input.transfer.reference, settledAt: bankDay, ledger: LEDGER_STATE.due } : {}),
    };
    const refundedAfter = (order.refundedKobo ?? 0) + amountKobo;
    const { modifiedCount } = await Order.updateOne(
      { _id: order._id, "payment.state": PAYMENT_STATE.paid, refundedKobo: order.refundedKobo ?? null, ...sameRefunds(order) },
      bankDay
        ? { $push: { refunds: refund, mail: refundMail(order, refund, refundedAfter, bankDay) }, $inc: { refundReservedKobo: amountKobo, refundedKobo: amountKobo } }
        : { $push: { refunds: refund }, $inc: { refundReservedKobo: amountKobo } },
    );
    if (modifiedCount !== 1) continue;

    const asked = method === "bank" ? null : await askProviderToRefund(order._id, refund._id, { now });
    await finishRefund(order._id, refund._id, now);
    return { order: await findOrder(order._id.toString()), refused: asked && !asked.asked ? asked.refused : null };
  }
  throw changedMeanwhile();
}
