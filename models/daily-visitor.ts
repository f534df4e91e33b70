import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * One row per anonymous visitor per day. The key is a hash of the day and a random cookie id, so
 * rows of different days cannot be linked to each other or to a person.
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

export const DailyVisitor: Model<DailyVisitorRecord> =
  (mongoose.models.DailyVisitor as Model<DailyVisitorRecord> | undefined) ??
  mongoose.model<DailyVisitorRecord>("DailyVisitor", dailyVisitorSchema);
