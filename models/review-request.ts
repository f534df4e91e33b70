import "server-only";
import mongoose, { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * A delivered order whose buyer is to be asked "How was it?" once the settings' days have passed
 * since `deliveredAt` (lib/reviews/review-mail.ts); `sent` once the e-mail is in the outbox.
 * Its id is the order's, so an order is asked once.
 */
interface ReviewRequestRecord {
  _id: mongoose.Types.ObjectId;
  deliveredAt: Date;
  state: "waiting" | "sent";
}

const reviewRequestSchema = new Schema<ReviewRequestRecord>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    deliveredAt: { type: Date, required: true },
    state: { type: String, enum: ["waiting", "sent"], required: true },
  },
  { versionKey: false },
);

// Each pass reads the waiting requests whose days are up, oldest delivery first.
reviewRequestSchema.index({ state: 1, deliveredAt: 1 });

export const ReviewRequest: Model<ReviewRequestRecord> = modelOf("ReviewRequest", reviewRequestSchema);
