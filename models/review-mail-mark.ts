import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * How far the review mail has gone (lib/reviews/review-mail.ts): "review-requests" holds the
 * change time up to which every order has been read for a delivery to ask about;
 * "owner-digest" when the owner's last message about new reviews was recorded. Each only moves forward.
 */
interface ReviewMailMarkRecord {
  _id: "review-requests" | "owner-digest";
  at: Date;
}

const reviewMailMarkSchema = new Schema<ReviewMailMarkRecord>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { versionKey: false });

export const ReviewMailMark: Model<ReviewMailMarkRecord> = modelOf("ReviewMailMark", reviewMailMarkSchema);
