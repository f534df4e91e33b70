import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * One row per visitor per day, however many pages they view. The key is a hash of the client's
 * address and browser under that day's salt (daily-salt.ts), so once the salt is gone rows cannot
 * be linked to each other or to a person.
 */
const dailyVisitorSchema = new Schema(
  {
    day: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    visitorHash: { type: String, required: true, match: /^[a-f0-9]{64}$/ },
  },
  { versionKey: false },
);

dailyVisitorSchema.index({ day: 1, visitorHash: 1 }, { unique: true });

export type DailyVisitorRecord = InferSchemaType<typeof dailyVisitorSchema> & { _id: mongoose.Types.ObjectId };

export const DailyVisitor: Model<DailyVisitorRecord> = modelOf("DailyVisitor", dailyVisitorSchema);
