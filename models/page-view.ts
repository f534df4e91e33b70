import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * Storefront page views, one counter per day and path. Holds no personal data: unique visitors
 * are counted in daily-visitor.ts under a per-day hash of an anonymous cookie id.
 */
const pageViewSchema = new Schema(
  {
    // The shop's calendar day (Lagos time), as YYYY-MM-DD.
    day: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    path: { type: String, required: true, maxlength: 200 },
    views: { type: Number, required: true, default: 0, min: 0 },
  },
  { versionKey: false },
);

pageViewSchema.index({ day: 1, path: 1 }, { unique: true });

export type PageViewRecord = InferSchemaType<typeof pageViewSchema> & { _id: mongoose.Types.ObjectId };

export const PageView: Model<PageViewRecord> = modelOf("PageView", pageViewSchema);
