import "server-only";
import type { Types } from "mongoose";
import { pendingMail } from "@/lib/mail/pending-mail";
import { providerForOrder } from "@/lib/payments/config";
import { PaymentProviderError, type ProviderRefund } from "@/lib/payments/provider";
import { LEDGER_STATE, PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { REFUND_STATE } from "@/lib/vocabulary/refunds";
import { Order, type OrderRecord } from "@/models/order";
import { finishRefund, paidKoboOf, refundOf, type StoredRefund } from "./refund-steps";

export type RefundOutcome =
  | { state: typeof REFUND_STATE.processed; providerRefundId?: string | null; reference?: string | null }
  | { state: typeof REFUND_STATE.failed; failure: string };

const UNSETTLED = [REFUND_STATE.requested, REFUND_STATE.pending];

/** The shopper's e-mail for a processed refund, written by the update that processes it. */
export function refundMail(order: OrderRecord, refund: Pick<StoredRefund, "_id" | "amountKobo" | "reason">, refundedKobo: number, at: Date) {
  return pendingMail(`refund:${refund._id.toString()}`, "order-refunded", "customer", {
    refundKobo: refund.amountKobo,
    refundedKobo,
    paidKobo: paidKoboOf(order),
    method: order.payment.method === PAYMENT_METHOD.card ? "card" : "bank",
    refundedAt: at.toISOString(),
    reason: refund.reason ?? "",
  });
}

/**
 * Moves a requested or pending refund to processed or failed, once: the update is conditional on
 * the refund still being unsettled (and on the order's refunded total read, which its e-mail
 * states), so replayed webhooks and racing answers settle it once. Processing adds to what was
 * refunded, marks it due for the ledger and writes its e-mail; failing frees its amount again.
 * Returns whether this call settled it.
 */
export async function settleRefund(orderId: Types.ObjectId, refundId: Types.ObjectId, outcome: RefundOutcome, now: Date = new Date()): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const order = await Order.findById(orderId).lean<OrderRecord>();
    const refund = order && refundOf(order, refundId);
    if (!order || !refund || !UNSETTLED.includes(refund.state as (typeof UNSETTLED)[number])) return false;
    const target = { "refunds.$[settled].state": outcome.state };
    const update =
      outcome.state === REFUND_STATE.processed
        ? {
            $set: {
              ...target,
              "refunds.$[settled].settledAt": now,
              "refunds.$[settled].ledger": LEDGER_STATE.due,
              ...(outcome.providerRefundId ? { "refunds.$[settled].providerRefundId": outcome.providerRefundId } : {}),
              ...(outcome.reference ? { "refunds.$[settled].reference": outcome.reference } : {}),
            },
            $inc: { refundedKobo: refund.amountKobo },
            $push: { mail: refundMail(order, refund, (order.refundedKobo ?? 0) + refund.amountKobo, now) },
          }
        : { $set: { ...target, "refunds.$[settled].failure": outcome.failure.slice(0, 300) }, $inc: { refundReservedKobo: -refund.amountKobo } };
    const { modifiedCount } = await Order.updateOne(
      { _id: order._id, refundedKobo: order.refundedKobo ?? null, refunds: { $elemMatch: { _id: refund._id, state: { $in: UNSETTLED } } } },
      update,
      { arrayFilters: [{ "settled._id": refund._id }] },
    );
    if (modifiedCount === 1) return true;
  }
  throw new Error(`Refund ${refundId.toString()} kept changing while it was settled; the recovery pass settles it`);
}

/** Writes down what the provider answered to a refund request, then finishes what follows. */
async function recordAnswer(orderId: Types.ObjectId, refundId: Types.ObjectId, answer: ProviderRefund, now: Date): Promise<void> {
  if (answer.status === "processed") await settleRefund(orderId, refundId, { state: REFUND_STATE.processed, providerRefundId: answer.id }, now);
  else if (answer.status === "failed") await settleRefund(orderId, refundId, { state: REFUND_STATE.failed, failure: "The payment provider could not refund it" }, now);
  else {
    // Only a refund still requested becomes pending: a webhook that came first has already settled it.
    await Order.updateOne(
      { _id: orderId, refunds: { $elemMatch: { _id: refundId, state: REFUND_STATE.requested } } },
      { $set: { "refunds.$[asked].state": REFUND_STATE.pending, "refunds.$[asked].providerRefundId": answer.id } },
      { arrayFilters: [{ "asked._id": refundId }] },
    );
  }
  await finishRefund(orderId, refundId, now);
}

export type AskOutcome = { asked: true } | { asked: false; refused: string | null };

/**
 * Asks the provider that took the order's payment to refund it. `lookFirst` (the recovery pass)
 * first asks whether an earlier attempt reached the provider, which finds it by our refund id, so
 * a crash between asking and writing down the answer never refunds twice. A refusal fails the
 * refund; an unreachable provider leaves it requested for the recovery pass.
 */
export async function askProviderToRefund(orderId: Types.ObjectId, refundId: Types.ObjectId, options: { lookFirst?: boolean; now?: Date } = {}): Promise<AskOutcome> {
  const now = options.now ?? new Date();
  const order = await Order.findById(orderId).lean<OrderRecord>();
  const refund = order && refundOf(order, refundId);
  if (!order || !refund || refund.state !== REFUND_STATE.requested) return { asked: false, refused: null };
  const provider = providerForOrder(order.payment.provider);
  if (!provider) return { asked: false, refused: null };
  try {
    const earlier = options.lookFirst ? await provider.findRefund(order.payment.reference, refund._id.toString()) : null;
    const answer =
      earlier ??
      (await provider.refund({
        reference: order.payment.reference,
        amountKobo: refund.amountKobo,
        refundId: refund._id.toString(),
        customerNote: `Refund for order ${order.orderNumber}`,
      }));
    await recordAnswer(order._id, refund._id, answer, now);
    return { asked: true };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (!error.refused) {
      console.error(`Refund ${refund._id.toString()} of ${order.orderNumber}: the provider did not answer; the recovery pass asks again`, error);
      return { asked: false, refused: null };
    }
    await settleRefund(order._id, refund._id, { state: REFUND_STATE.failed, failure: error.message }, now);
    await finishRefund(order._id, refund._id, now);
    return { asked: false, refused: error.message };
  }
}
