import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * A promotion code. Dates are shop calendar days (YYYY-MM-DD, Africa/Lagos), both included.
 * `usedCount` changes only by single conditional updates that also add or remove a hold naming the
 * order, like a product's stock (lib/checkout/holds.ts): one use per placed order, given back once
 * when that order expires or is cancelled, kept (the hold settled) once it is paid.
 */
const promotionSchema = new Schema(
  {
    name: { type: String, required: [true, "Promotion name is required"], trim: true, maxlength: 120 },
    // Stored upper-case and trimmed, so matching ignores case and surrounding spaces.
    code: { type: String, required: [true, "Promotion code is required"], trim: true, uppercase: true, maxlength: 32 },
    discount: { type: Number, required: true, min: 0.01, max: 100 },
    startDate: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    endDate: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    // Naira; the subtotal an order needs before the code applies.
    minSubtotal: { type: Number, min: 0, default: null },
    usageLimit: { type: Number, min: 1, default: null },
    usedCount: { type: Number, min: 0, default: 0, required: true },
    holds: {
      type: [new Schema({ order: { type: Schema.Types.ObjectId, required: true }, quantity: { type: Number, min: 1, default: 1 } }, { _id: false })],
      default: [],
      select: false,
    },
    // Fully refunded orders whose use was given back, written by the update that gives it back, so
    // each gives back once (lib/checkout/refund-steps.ts).
    refundedOrders: { type: [Schema.Types.ObjectId], default: undefined, select: false },
  },
  { timestamps: true },
);

promotionSchema.index({ code: 1 }, { unique: true });
promotionSchema.index({ "holds.order": 1 });

export type PromotionRecord = InferSchemaType<typeof promotionSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const Promotion: Model<PromotionRecord> = modelOf("Promotion", promotionSchema);
