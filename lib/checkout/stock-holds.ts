import "server-only";
import type { Types } from "mongoose";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { Product } from "@/models/product";

/**
 * Stock moves through holds: a product keeps, beside its stock count, one hold per order that took
 * units from it, written in the same single-document update as the count. So taking and giving
 * back are each idempotent (a retry finds the hold, or finds it gone) and the holds always say
 * which order the missing units belong to. A hold is settled (dropped, units stay taken) once its
 * order is paid and can no longer give stock back.
 */

export type HoldOutcome = "taken" | "short";

/** Takes `quantity` units for the order, unless it already holds them; "short" when too few are left. */
export async function takeHold(productId: string, orderId: Types.ObjectId, quantity: number): Promise<HoldOutcome> {
  const taken = await Product.updateOne(
    { _id: productId, stock: { $gte: quantity }, "holds.order": { $ne: orderId } },
    { $inc: { stock: -quantity }, $push: { holds: { order: orderId, quantity } } },
  );
  if (taken.modifiedCount === 1) {
    await refreshCatalogue(productId);
    return "taken";
  }
  return (await Product.exists({ _id: productId, "holds.order": orderId })) ? "taken" : "short";
}

/** Units of this product left for sale, for a shortfall message. */
export async function stockLeft(productId: string): Promise<number> {
  const product = await Product.findById(productId, { stock: 1 }).lean();
  return Math.max(0, product?.stock ?? 0);
}

/** Gives the order's units of one product back, once: the count and the hold change together. */
export async function returnHold(productId: Types.ObjectId | string, orderId: Types.ObjectId): Promise<boolean> {
  const product = await Product.findOne({ _id: productId, "holds.order": orderId }, { holds: { $elemMatch: { order: orderId } } }).lean();
  const hold = product?.holds?.[0];
  if (!hold) return false;
  const result = await Product.updateOne(
    { _id: productId, "holds.order": orderId },
    { $inc: { stock: hold.quantity }, $pull: { holds: { order: orderId } } },
  );
  if (result.modifiedCount === 1) await refreshCatalogue(String(productId));
  return result.modifiedCount === 1;
}

/** Gives back every unit the order still holds, of whatever product. */
export async function returnHolds(orderId: Types.ObjectId): Promise<void> {
  const products = await Product.find({ "holds.order": orderId }, { _id: 1 }).lean();
  for (const product of products) await returnHold(product._id, orderId);
}

/** The order's units are sold for good: drop its holds, leaving the stock count as it is. */
export async function settleHolds(orderId: Types.ObjectId): Promise<void> {
  await Product.updateMany({ "holds.order": orderId }, { $pull: { holds: { order: orderId } } });
}

/** Product pages show stock, so their cached copies expire when it changes. */
async function refreshCatalogue(productId: string): Promise<void> {
  try {
    await revalidateProducts(productId);
  } catch (error) {
    // The stock change stands; the pages then refresh on their own schedule (PROMO_FRESHNESS_SECONDS).
    console.warn("Could not revalidate product pages after a stock change", error);
  }
}
