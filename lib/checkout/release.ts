import "server-only";
import type { QueryFilter } from "mongoose";
import { pendingMail } from "@/lib/mail/pending-mail";
import { relayOrderMail } from "@/lib/mail/relay";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { PROMOTION_USES, returnAllStock, returnHolds } from "./holds";
import { refreshStockPages, returnedStock } from "./stock-pages";
import { returnDropClaims } from "./drop-claims";

export type CancellationReason = "expired" | "cancelled";

/**
 * Cancels a Pending order (or, refused at the door, a pay-on-delivery order on its way: the filter
 * then names the statuses) and gives back its stock and its promotion code's use. The status change
 * is one conditional update, so of any number of racing callers (admin, expiry timer) exactly one
 * wins and only the winner returns what the order held (each hold gives back once, see holds.ts).
 * Returns the order as it was before, or null when nothing changed.
 */
export async function cancelPendingOrder(filter: QueryFilter<OrderRecord>, now: Date, reason?: CancellationReason): Promise<OrderRecord | null> {
  // The shopper hears of an order the owner cancelled or that expired, in the cancelling update
  // itself; not of one whose card payment could not even start (they saw that failure at once).
  const notice = reason ? { mail: pendingMail(`status:${ORDER_STATUS.cancelled}`, "order-cancelled", "customer", { reason }) } : {};
  const before = await Order.findOneAndUpdate(
    { status: ORDER_STATUS.pending, ...filter },
    {
      $set: { status: ORDER_STATUS.cancelled, stockHeld: false },
      $unset: { expiresAt: 1 },
      $push: { statusHistory: { status: ORDER_STATUS.cancelled, at: now }, ...notice },
    },
    { returnDocument: "before" },
  ).lean<OrderRecord>();
  if (!before) return null;
  if (reason) await relayOrderMail(before._id, now);
  // A crash between the updates leaves the holds for the recovery pass to give back.
  if (before.stockHeld) {
    await refreshStockPages(returnedStock(await returnAllStock(before._id)));
    await returnHolds(PROMOTION_USES, before._id);
  }
  // The buyer may order the drop's units again (the recovery pass gives them back after a crash here).
  await returnDropClaims(before._id);
  return before;
}
