import "server-only";
import mongoose, { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * A shopper's "E-mail me when it's back" for one sold-out size (lib/back-in-stock): waiting until
 * units of the size return, then mailed once, oldest first. One per address and size: asking again
 * while waiting changes nothing; asking after being told waits anew.
 */
export interface BackInStockRequestRecord {
  _id: mongoose.Types.ObjectId;
  product: mongoose.Types.ObjectId;
  size: mongoose.Types.ObjectId;
  email: string;
  state: "waiting" | "told";
  requestedAt: Date;
  toldAt?: Date;
}

const backInStockRequestSchema = new Schema<BackInStockRequestRecord>(
  {
    product: { type: Schema.Types.ObjectId, required: true },
    size: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    state: { type: String, enum: ["waiting", "told"], required: true },
    requestedAt: { type: Date, required: true },
    toldAt: { type: Date },
  },
  { versionKey: false },
);

backInStockRequestSchema.index({ product: 1, size: 1, email: 1 }, { unique: true });
// The queue of a size, oldest first, and the demand the owner sees.
backInStockRequestSchema.index({ state: 1, product: 1, size: 1, requestedAt: 1 });
// Told requests are forgotten after a year, with their address.
backInStockRequestSchema.index({ toldAt: 1 }, { expireAfterSeconds: 365 * 24 * 60 * 60 });

export const BackInStockRequest: Model<BackInStockRequestRecord> = modelOf("BackInStockRequest", backInStockRequestSchema);
