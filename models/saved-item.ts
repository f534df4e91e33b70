import "server-only";
import mongoose, { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/** A product and size a customer saved for later (the heart): one per customer, product and size. */
export interface SavedItemRecord {
  _id: mongoose.Types.ObjectId;
  customer: mongoose.Types.ObjectId;
  product: mongoose.Types.ObjectId;
  /** None for a product sold in one size, saved before a size was chosen. */
  size: mongoose.Types.ObjectId | null;
  savedAt: Date;
}

const savedItemSchema = new Schema<SavedItemRecord>(
  {
    customer: { type: Schema.Types.ObjectId, required: true },
    product: { type: Schema.Types.ObjectId, required: true },
    size: { type: Schema.Types.ObjectId, default: null },
    savedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

savedItemSchema.index({ customer: 1, product: 1, size: 1 }, { unique: true });
savedItemSchema.index({ customer: 1, savedAt: -1 });

export const SavedItem: Model<SavedItemRecord> = modelOf("SavedItem", savedItemSchema);
