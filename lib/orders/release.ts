import "server-only";
import type { QueryFilter } from "mongoose";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { returnStock } from "./stock";

/**
 * Cancels a Pending order and gives its stock back. The status change is one conditional update,
 * so of any number of racing callers (admin, expiry timer) exactly one wins and only the winner
 * returns the stock it held. Returns the order as it was before, or null when nothing changed.
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
  if (before.stockHeld) {
    await returnStock(before.orderItems.map((item) => ({ productId: item.product.toString(), quantity: item.quantity })));
  }
  return before;
}
