import "server-only";
import type { QueryFilter } from "mongoose";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { returnPromotionUses } from "@/lib/promotions/promotions";
import { returnHolds } from "./stock";

/**
 * Cancels a Pending order and gives back its stock and its promotion code's use. The status change
 * is one conditional update, so of any number of racing callers (admin, expiry timer) exactly one
 * wins and only the winner returns what the order held (each hold gives back once, see stock.ts).
 * Returns the order as it was before, or null when nothing changed.
 */
export async function cancelPendingOrder(filter: QueryFilter<OrderRecord>, now: Date): Promise<OrderRecord | null> {
  const before = await Order.findOneAndUpdate(
    { ...filter, status: ORDER_STATUS.pending },
    {
      $set: { status: ORDER_STATUS.cancelled, stockHeld: false },
      $unset: { expiresAt: 1 },
      $push: { statusHistory: { status: ORDER_STATUS.cancelled, at: now } },
    },
    { returnDocument: "before" },
  ).lean<OrderRecord>();
  if (!before) return null;
  // A crash between the updates leaves the holds for the recovery pass to give back.
  if (before.stockHeld) {
    await returnHolds(before._id);
    await returnPromotionUses(before._id);
  }
  return before;
}
