import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/** One newsletter subscriber per address. */
const newsletterSubscriberSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    subscribedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);

newsletterSubscriberSchema.index({ email: 1 }, { unique: true });

export type NewsletterSubscriberRecord = InferSchemaType<typeof newsletterSubscriberSchema> & { _id: mongoose.Types.ObjectId };

export const NewsletterSubscriber: Model<NewsletterSubscriberRecord> = modelOf("NewsletterSubscriber", newsletterSubscriberSchema);
