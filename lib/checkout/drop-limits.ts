import "server-only";
import { Types } from "mongoose";
import { notOnSaleMessage, perCustomerLimitMessage, isOnSale, type DropSchedule } from "@/lib/catalog/drop-schedule";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { Order } from "@/models/order";
import { checkoutRefusal } from "./refusals";

/** A product in the cart that is a drop: what the checkout needs to name it and apply its rules. */
export interface DropOfCart extends DropSchedule {
  brand: string;
  name: string;
  /** Its sizes with a drop of their own, by id: their label and time on sale. */
  sizes?: ReadonlyMap<string, { label: string; onSaleAt: Date }>;
}

/** Refuses a cart holding a product before its time: the server's clock decides, on every instance alike. */
export function assertDropsOnSale(productIds: readonly string[], drops: ReadonlyMap<string, DropOfCart>, now: Date): void {
  for (const id of productIds) {
    const drop = drops.get(id);
    if (drop?.onSaleAt && !isOnSale(drop.onSaleAt, now)) throw checkoutRefusal.notOnSale(notOnSaleMessage(drop, drop.onSaleAt, now));
  }
}

/**
 * Refuses lines for a size before its own drop, each named by its position in the request; the
 * product's other sizes sell. `sizeId` is the size the line resolves to (a one-size product's own).
 */
export function assertSizesOnSale(lines: readonly { productId: string; sizeId: string | undefined }[], drops: ReadonlyMap<string, DropOfCart>, now: Date): void {
  const early = lines.flatMap((line, index) => {
    const drop = drops.get(line.productId);
    const size = line.sizeId ? drop?.sizes?.get(line.sizeId) : undefined;
    if (!drop || !size || isOnSale(size.onSaleAt, now)) return [];
    return [{ line: index, message: notOnSaleMessage(drop, size.onSaleAt, now, size.label) }];
  });
  if (early.length > 0) throw checkoutRefusal.sizeNotOnSale(early);
}

/**
 * Refuses an order that would give one buyer more of a drop than its limit per customer: the units
 * of it in the buyer's orders that still stand (by the e-mail, and by the account when signed in),
 * plus this order's.
 */
export async function assertWithinPerCustomerLimits(
  lines: readonly { productId: string; quantity: number }[],
  drops: ReadonlyMap<string, DropOfCart>,
  buyer: { email: string; customerId?: string },
): Promise<void> {
  const wanted = new Map<string, number>();
  for (const line of lines) if (drops.get(line.productId)?.perCustomerLimit) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  if (wanted.size === 0) return;
  const ids = [...wanted.keys()].map((id) => new Types.ObjectId(id));
  const whose = [{ email: buyer.email.toLowerCase() }, ...(buyer.customerId && Types.ObjectId.isValid(buyer.customerId) ? [{ customer: new Types.ObjectId(buyer.customerId) }] : [])];
  const already = await Order.aggregate<{ _id: Types.ObjectId; units: number }>([
    { $match: { "orderItems.product": { $in: ids }, status: { $ne: ORDER_STATUS.cancelled }, $or: whose } },
    { $unwind: "$orderItems" },
    { $match: { "orderItems.product": { $in: ids } } },
    { $group: { _id: "$orderItems.product", units: { $sum: "$orderItems.quantity" } } },
  ]);
  const had = new Map(already.map((row) => [String(row._id), row.units]));
  for (const [id, units] of wanted) {
    const drop = drops.get(id) as DropOfCart;
    const limit = drop.perCustomerLimit as number;
    const before = had.get(id) ?? 0;
    if (before + units > limit) throw checkoutRefusal.perCustomerLimit(perCustomerLimitMessage(drop, limit, before));
  }
}
