import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * The random salt of one shop day, under which that day's visitors are hashed. It is deleted soon
 * after the day ends, and with it any way to link a visitor hash back to an address.
 */
interface DailySaltRecord {
  _id: string;
  salt: string;
  expiresAt: Date;
}

const dailySaltSchema = new Schema<DailySaltRecord>(
  {
    _id: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    salt: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

dailySaltSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const DailySalt: Model<DailySaltRecord> = modelOf("DailySalt", dailySaltSchema);
