/**
 * A refund's life: `requested` is the owner's intent, recorded before the provider is asked (so a
 * crash leaves a trace the recovery pass finishes); `pending` once the provider accepted it;
 * `processed` once the money went back (a bank transfer the owner made is recorded processed);
 * `failed` when the provider could not pay it back, which frees its amount again.
 */
export const REFUND_STATE = { requested: "requested", pending: "pending", processed: "processed", failed: "failed" } as const;
export const REFUND_STATES = [REFUND_STATE.requested, REFUND_STATE.pending, REFUND_STATE.processed, REFUND_STATE.failed] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** How the money goes back: through the card provider that took it, or a transfer the owner made. */
export const REFUND_METHODS = ["paystack", "test", "bank"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** What an order's refunds add up to, in the words the owner and the shopper read. */
export const REFUND_LABEL = { partial: "Partially refunded", full: "Refunded" } as const;
export type RefundLabel = (typeof REFUND_LABEL)[keyof typeof REFUND_LABEL];

/** "Refunded" once everything paid went back, "Partially refunded" for less, null before any refund is processed. */
export function refundLabel(refundedKobo: number, paidKobo: number): RefundLabel | null {
  if (refundedKobo <= 0) return null;
  return refundedKobo >= paidKobo ? REFUND_LABEL.full : REFUND_LABEL.partial;
}

/** Still counting against what may be refunded: every refund that has not failed. */
export function isRefundOpen(state: RefundState): boolean {
  return state !== REFUND_STATE.failed;
}
