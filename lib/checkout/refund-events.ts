import "server-only";
import type { RefundEvent } from "@/lib/payments/paystack";
import { REFUND_STATE } from "@/lib/vocabulary/refunds";
import { Order, type OrderRecord } from "@/models/order";
import { askProviderToRefund, settleRefund } from "./refund-settle";
import { finishRefund, type StoredRefund } from "./refund-steps";

const UNSETTLED: readonly string[] = [REFUND_STATE.requested, REFUND_STATE.pending];

/**
 * The refund an event is about. Paystack's refund events name the transaction and the amount,
 * not always the refund: its id when given, otherwise the oldest unsettled refund of that amount
 * (two unsettled refunds of one amount are alike for every purpose). A processed event whose
 * processor reference a refund already carries is a replay, and finds nothing.
 */
function refundFor(order: OrderRecord, event: RefundEvent): StoredRefund | null {
  const refunds = order.refunds ?? [];
  if (event.refundReference && refunds.some((refund) => refund.reference === event.refundReference && refund.method !== "bank")) return null;
  const unsettled = refunds.filter((refund) => UNSETTLED.includes(refund.state) && refund.amountKobo === event.amountKobo);
  return (event.refundId && unsettled.find((refund) => refund.providerRefundId === event.refundId)) || unsettled[0] || null;
}

/** A signed refund.processed or refund.failed event: settles its refund once, then finishes it. */
export async function settleRefundEvent(event: RefundEvent, outcome: "processed" | "failed", now: Date = new Date()): Promise<void> {
  if (!event.transactionReference || event.amountKobo <= 0) return;
  const order = await Order.findOne({ "payment.reference": event.transactionReference }).lean<OrderRecord>();
  // A reference that is not ours (another integration on the same account) is not an error for Paystack.
  const refund = order && refundFor(order, event);
  if (!order || !refund) return;
  const settled =
    outcome === "processed"
      ? { state: REFUND_STATE.processed, providerRefundId: event.refundId, reference: event.refundReference }
      : { state: REFUND_STATE.failed, failure: "The card issuer could not take the refund back" };
  await settleRefund(order._id, refund._id, settled, now);
  await finishRefund(order._id, refund._id, now);
}

/** A refund still requested this long after its request may have reached the provider unanswered. */
export const REFUND_GRACE_MS = 2 * 60_000;
const BATCH = 200;

/**
 * The recovery pass (every sweep): finishes refunds a crash or an unreachable provider left with a
 * step to do. A refund still requested after the grace period is looked for at the provider by
 * our refund id before it is asked again, so it is never made twice. Returns how many it looked at.
 */
export async function recoverRefunds(now: Date = new Date()): Promise<number> {
  const orders = await Order.find({ "refunds.open": true }, { refunds: 1 }).limit(BATCH).lean<Pick<OrderRecord, "_id" | "refunds">[]>();
  let seen = 0;
  for (const order of orders) {
    for (const refund of order.refunds ?? []) {
      if (!refund.open) continue;
      seen += 1;
      try {
        if (refund.state === REFUND_STATE.requested) {
          if (now.getTime() - new Date(refund.requestedAt).getTime() >= REFUND_GRACE_MS) await askProviderToRefund(order._id, refund._id, { lookFirst: true, now });
        } else await finishRefund(order._id, refund._id, now);
      } catch (error) {
        console.error(`Recovering refund ${refund._id.toString()} failed; the next sweep tries again`, error);
      }
    }
  }
  return seen;
}
