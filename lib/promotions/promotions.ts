import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { HttpError, notFound } from "@/lib/http/errors";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { Promotion, type PromotionRecord } from "@/models/promotion";
import { normalizePromoCode, PROMOTION_MESSAGES, type PromotionInput, type PromotionView } from "./schemas";

export function toPromotionView(record: PromotionRecord): PromotionView {
  return {
    _id: record._id.toString(),
    name: record.name,
    code: record.code,
    discount: record.discount,
    startDate: record.startDate,
    endDate: record.endDate,
    minSubtotal: record.minSubtotal ?? null,
    usageLimit: record.usageLimit ?? null,
    usedCount: record.usedCount,
  };
}

const duplicateCode = () => new HttpError(409, PROMOTION_MESSAGES.duplicate, { fieldErrors: { code: [PROMOTION_MESSAGES.duplicate] } });

export async function listPromotions(): Promise<PromotionView[]> {
  await connectToDatabase();
  const records = await Promotion.find().sort({ createdAt: -1, _id: -1 }).lean<PromotionRecord[]>();
  return records.map(toPromotionView);
}

export async function createPromotion(input: PromotionInput): Promise<PromotionView> {
  await connectToDatabase();
  try {
    const created = await Promotion.create({ ...input, usedCount: 0 });
    return toPromotionView(created.toObject<PromotionRecord>());
  } catch (error) {
    if (isDuplicateKeyError(error, "code")) throw duplicateCode();
    throw error;
  }
}

/** Changes the terms; the count of uses is the orders', never the form's. */
export async function updatePromotion(id: string, input: PromotionInput): Promise<PromotionView> {
  if (!isObjectId(id)) throw notFound(PROMOTION_MESSAGES.notFound);
  await connectToDatabase();
  try {
    const updated = await Promotion.findByIdAndUpdate(id, { $set: input }, { returnDocument: "after", runValidators: true }).lean<PromotionRecord>();
    if (!updated) throw notFound(PROMOTION_MESSAGES.notFound);
    return toPromotionView(updated);
  } catch (error) {
    if (isDuplicateKeyError(error, "code")) throw duplicateCode();
    throw error;
  }
}

/** Orders that used the code keep their discount; a use given back later finds nothing to return to. */
export async function deletePromotion(id: string): Promise<void> {
  if (!isObjectId(id)) throw notFound(PROMOTION_MESSAGES.notFound);
  await connectToDatabase();
  const deleted = await Promotion.findByIdAndDelete(id).lean();
  if (!deleted) throw notFound(PROMOTION_MESSAGES.notFound);
}

export async function findPromotionByCode(code: string): Promise<PromotionRecord | null> {
  const normalized = normalizePromoCode(code);
  if (!normalized) return null;
  await connectToDatabase();
  return Promotion.findOne({ code: normalized }).lean<PromotionRecord>();
}

/**
 * Takes one use of the code for the order, in one conditional update that also records a hold
 * naming the order: however many orders race for the last use, exactly one gets it, and a retry
 * for the same order finds its hold instead of taking a second use.
 */
export async function takePromotionUse(promotionId: Types.ObjectId, orderId: Types.ObjectId): Promise<"taken" | "used-up"> {
  const taken = await Promotion.updateOne(
    { _id: promotionId, "holds.order": { $ne: orderId }, $or: [{ usageLimit: null }, { $expr: { $lt: ["$usedCount", "$usageLimit"] } }] },
    { $inc: { usedCount: 1 }, $push: { holds: { order: orderId } } },
  );
  if (taken.modifiedCount === 1) return "taken";
  return (await Promotion.exists({ _id: promotionId, "holds.order": orderId })) ? "taken" : "used-up";
}

/** Gives the order's use of one code back, once: the count and the hold change together. */
export async function returnPromotionUse(promotionId: Types.ObjectId, orderId: Types.ObjectId): Promise<boolean> {
  const result = await Promotion.updateOne({ _id: promotionId, "holds.order": orderId }, { $inc: { usedCount: -1 }, $pull: { holds: { order: orderId } } });
  return result.modifiedCount === 1;
}

/** Gives back every use the order still holds (an order holds at most one code, but a retry must not care). */
export async function returnPromotionUses(orderId: Types.ObjectId): Promise<void> {
  const promotions = await Promotion.find({ "holds.order": orderId }, { _id: 1 }).lean();
  for (const promotion of promotions) await returnPromotionUse(promotion._id, orderId);
}

/** The order is paid: its use stays counted and its hold is dropped. */
export async function settlePromotionUses(orderId: Types.ObjectId): Promise<void> {
  await Promotion.updateMany({ "holds.order": orderId }, { $pull: { holds: { order: orderId } } });
}
