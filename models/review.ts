import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { REVIEW_LIMITS, REVIEW_STATES } from "@/lib/reviews/schemas";
import { modelOf } from "./model-of";

const starsField = { type: Number, min: 1, max: 5, validate: { validator: (value: number | null) => value === null || Number.isInteger(value), message: "Stars are a whole number from 1 to 5" } };

/**
 * A buyer's review of one product, proved by one of their Delivered orders. One per buyer (the
 * order's e-mail) and product: writing again edits it. Its stars count in the product's rating
 * only while published; `counted` says which stars the product's counters hold for it now, so each
 * change moves them once (lib/reviews/rating.ts).
 */
const reviewSchema = new Schema(
  {
    product: { type: Schema.Types.ObjectId, ref: "Product", required: true },
    // The Delivered order that makes it a verified purchase.
    order: { type: Schema.Types.ObjectId, ref: "Order", required: true },
    // Who wrote it: the order's e-mail, and the account when written signed in.
    email: { type: String, required: true, lowercase: true, trim: true },
    customer: { type: Schema.Types.ObjectId, ref: "User" },
    rating: { ...starsField, required: true },
    title: { type: String, required: true, trim: true, maxlength: REVIEW_LIMITS.titleMax },
    text: { type: String, required: true, trim: true, maxlength: REVIEW_LIMITS.textMax },
    longevity: { ...starsField, default: null },
    projection: { ...starsField, default: null },
    // Shown with it: the buyer's first name and their city's initial, nothing more.
    authorName: { type: String, required: true, trim: true, maxlength: 60 },
    cityInitial: { type: String, default: "", maxlength: 1 },
    state: { type: String, enum: REVIEW_STATES, required: true, default: "pending" },
    // The stars the product's rating counts for it: its own while published, 0 otherwise.
    counted: { type: Number, required: true, default: 0 },
    // Bumped by every change, so two changes of one review never both pass (lib/reviews/moderation.ts).
    version: { type: Number, required: true, default: 0 },
    // Set by a change to `counted`, taken off once the product's rating is recounted: a mark left
    // standing (a crash between the two) is the sweep's to recount (lib/reviews/rating.ts).
    ratingMarkedAt: { type: Date },
    publishedAt: { type: Date },
    reply: { type: new Schema({ text: { type: String, required: true, maxlength: REVIEW_LIMITS.replyMax }, at: { type: Date, required: true } }, { _id: false }) },
    // False until the owner's hourly message has named it.
    ownerNotified: { type: Boolean, required: true, default: false },
  },
  { timestamps: true },
);

reviewSchema.index({ product: 1, email: 1 }, { unique: true });
// The product page's lists: published reviews of a product, newest first or by stars.
reviewSchema.index({ product: 1, state: 1, publishedAt: -1 });
reviewSchema.index({ product: 1, state: 1, rating: -1, publishedAt: -1 });
// The owner's list, by state, newest first.
reviewSchema.index({ state: 1, createdAt: -1 });
reviewSchema.index({ createdAt: -1 });
reviewSchema.index({ ownerNotified: 1 });
reviewSchema.index({ customer: 1 }, { sparse: true });
reviewSchema.index({ ratingMarkedAt: 1 }, { sparse: true });

export type ReviewRecord = InferSchemaType<typeof reviewSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const Review: Model<ReviewRecord> = modelOf("Review", reviewSchema);
