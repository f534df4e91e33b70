import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

export const ACTIVITY_KINDS = [
  "order-placed",
  "payment-confirmed",
  "order-status-changed",
  "order-cancelled",
  "product-created",
  "product-updated",
  "product-deleted",
  "admin-login",
  "admin-password-changed",
  "admin-key-changed",
  "admin-backup-codes",
  "content-updated",
  "integration-changed",
  "backup-created",
  "backup-key-created",
  "order-refunded",
  "staff-invited",
  "staff-joined",
  "staff-role-changed",
  "staff-suspended",
  "staff-restored",
  "staff-removed",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What happened in the shop, for the dashboard's Recent Activity list. */
const activityEventSchema = new Schema(
  {
    kind: { type: String, enum: ACTIVITY_KINDS, required: true },
    message: { type: String, required: true, maxlength: 300 },
    // The order number or product id the event is about, for a link from the dashboard.
    subject: { type: String },
    // The staff member who did it (their e-mail), when a person did.
    actor: { type: String },
    at: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);

activityEventSchema.index({ at: -1 });
// The activity log keeps a year.
export const ACTIVITY_KEPT_SECONDS = 365 * 24 * 60 * 60;
activityEventSchema.index({ at: 1 }, { expireAfterSeconds: ACTIVITY_KEPT_SECONDS });
activityEventSchema.index({ actor: 1, at: -1 }, { sparse: true });

export type ActivityEventRecord = InferSchemaType<typeof activityEventSchema> & { _id: mongoose.Types.ObjectId };

export const ActivityEvent: Model<ActivityEventRecord> = modelOf("ActivityEvent", activityEventSchema);
