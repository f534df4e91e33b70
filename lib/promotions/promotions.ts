import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { Promotion, type PromotionRecord } from "@/models/promotion";
import { normalizePromoCode, PROMOTION_MESSAGES, type PromotionInput, type PromotionView } from "./schemas";
import { DomainError } from "@/lib/vocabulary/domain-error";

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

const duplicateCode = () => new DomainError("duplicate-code", "conflict", PROMOTION_MESSAGES.duplicate, "code");
const promotionNotFound = () => new DomainError("promotion-not-found", "not-found", PROMOTION_MESSAGES.notFound);

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
  if (!isObjectId(id)) throw promotionNotFound();
  await connectToDatabase();
  try {
    const updated = await Promotion.findByIdAndUpdate(id, { $set: input }, { returnDocument: "after", runValidators: true }).lean<PromotionRecord>();
    if (!updated) throw promotionNotFound();
    return toPromotionView(updated);
  } catch (error) {
    if (isDuplicateKeyError(error, "code")) throw duplicateCode();
    throw error;
  }
}

/** Orders that used the code keep their discount; a use given back later finds nothing to return to. */
export async function deletePromotion(id: string): Promise<void> {
  if (!isObjectId(id)) throw promotionNotFound();
  await connectToDatabase();
  const deleted = await Promotion.findByIdAndDelete(id).lean();
  if (!deleted) throw promotionNotFound();
}

export async function findPromotionByCode(code: string): Promise<PromotionRecord | null> {
  const normalized = normalizePromoCode(code);
  if (!normalized) return null;
  await connectToDatabase();
  return Promotion.findOne({ code: normalized }).lean<PromotionRecord>();
}
