import "server-only";
import type { Model, Types } from "mongoose";
import { Product } from "@/models/product";
import { Promotion } from "@/models/promotion";

/**
 * What an order holds moves through holds: a product's units, or one use of a promotion code. The
 * held document keeps, beside its count, one hold per order, written in the same single-document
 * update as the count. So taking and giving back are each idempotent (a retry finds the hold, or
 * finds it gone) and the holds always say which order the missing units or uses belong to. A hold
 * is settled (dropped, the count left as it is) once its order is paid and can give nothing back.
 */

interface HeldDocument {
  _id: Types.ObjectId;
  holds?: { order: Types.ObjectId; quantity?: number | null }[];
}

export interface Holdable {
  /** Products or promotions, seen only through their count and holds. */
  readonly model: Model<HeldDocument>;
  /** The count a hold moves, and which way: stock goes down as orders take it, uses go up. */
  readonly counter: "stock" | "usedCount";
  readonly direction: 1 | -1;
  /** The condition under which `quantity` more can be held. */
  room(quantity: number): Record<string, unknown>;
}

export const PRODUCT_STOCK: Holdable = {
  model: Product as unknown as Model<HeldDocument>,
  counter: "stock",
  direction: -1,
  room: (quantity) => ({ stock: { $gte: quantity } }),
};

export const PROMOTION_USES: Holdable = {
  model: Promotion as unknown as Model<HeldDocument>,
  counter: "usedCount",
  direction: 1,
  room: () => ({ $or: [{ usageLimit: null }, { $expr: { $lt: ["$usedCount", "$usageLimit"] } }] }),
};

export type HoldOutcome = "taken" | "short";

/** Takes `quantity` for the order, unless it already holds it; "short" when there is not that much room. */
export async function takeHold(what: Holdable, id: Types.ObjectId | string, orderId: Types.ObjectId, quantity: number): Promise<HoldOutcome> {
  const taken = await what.model.updateOne(
    { _id: id, ...what.room(quantity), "holds.order": { $ne: orderId } },
    { $inc: { [what.counter]: what.direction * quantity }, $push: { holds: { order: orderId, quantity } } },
  );
  if (taken.modifiedCount === 1) return "taken";
  return (await what.model.exists({ _id: id, "holds.order": orderId })) ? "taken" : "short";
}

/** Gives the order's hold on one document back, once: the count and the hold change together. Returns the quantity given back. */
export async function returnHold(what: Holdable, id: Types.ObjectId | string, orderId: Types.ObjectId): Promise<number> {
  const held = await what.model.findOne({ _id: id, "holds.order": orderId }, { holds: { $elemMatch: { order: orderId } } }).lean();
  const hold = held?.holds?.[0];
  if (!hold) return 0;
  // Promotion holds written before holds carried a quantity were for one use.
  const quantity = hold.quantity ?? 1;
  const result = await what.model.updateOne(
    { _id: id, "holds.order": orderId },
    { $inc: { [what.counter]: -what.direction * quantity }, $pull: { holds: { order: orderId } } },
  );
  return result.modifiedCount === 1 ? quantity : 0;
}

/** Gives back everything the order still holds of this kind; returns what came back, by document. */
export async function returnHolds(what: Holdable, orderId: Types.ObjectId): Promise<{ id: string; quantity: number }[]> {
  const holders = await what.model.find({ "holds.order": orderId }, { _id: 1 }).lean();
  const returned: { id: string; quantity: number }[] = [];
  for (const holder of holders) {
    const quantity = await returnHold(what, holder._id, orderId);
    if (quantity > 0) returned.push({ id: String(holder._id), quantity });
  }
  return returned;
}

/** The order is paid: what it took stays taken, and its holds are dropped. */
export async function settleHolds(what: Holdable, orderId: Types.ObjectId): Promise<void> {
  await what.model.updateMany({ "holds.order": orderId }, { $pull: { holds: { order: orderId } } });
}

/** Units of this product left for sale, for a shortfall message. */
export async function stockLeft(productId: string): Promise<number> {
  const product = await Product.findById(productId, { stock: 1 }).lean();
  return Math.max(0, product?.stock ?? 0);
}
