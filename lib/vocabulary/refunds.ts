import { ORDER_STATUS } from "./order-statuses";
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

interface RestockableOrder {
  status: string;
  orderItems: readonly { _id: { toString(): string }; quantity: number }[];
  refunds?: readonly { state: RefundState; restock?: readonly { item: { toString(): string }; quantity: number }[] | null }[] | null;
}

/**
 * Units of each order line (by its id) a refund may still send back to stock: none of a cancelled
 * order, whose units went back when it was cancelled (only an unpaid order is cancelled, so a paid
 * one was paid late); otherwise the line's quantity less what refunds that have not failed send back.
 */
export function unitsLeftToRestock(order: RestockableOrder): Map<string, number> {
  const sent = new Map<string, number>();
  for (const refund of order.refunds ?? []) {
    if (!isRefundOpen(refund.state)) continue;
    for (const line of refund.restock ?? []) sent.set(line.item.toString(), (sent.get(line.item.toString()) ?? 0) + line.quantity);
  }
  const returnedByCancellation = order.status === ORDER_STATUS.cancelled;
  return new Map(order.orderItems.map((line) => [line._id.toString(), returnedByCancellation ? 0 : Math.max(0, line.quantity - (sent.get(line._id.toString()) ?? 0))]));
}
