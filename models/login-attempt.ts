import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

export const LOGIN_ATTEMPT_REASONS = [
  "signed-in",
  "unknown-email",
  "wrong-password",
  "wrong-security-key",
  "not-admin",
  "suspended",
  "staff-at-customer-sign-in",
  "rate-limited",
  // A signed-in admin who got the current password or key wrong while changing it.
  "wrong-current-password",
  "wrong-current-key",
] as const;
export type LoginAttemptReason = (typeof LOGIN_ATTEMPT_REASONS)[number];

// Long enough for the owner to spot a slow attack, short enough not to hoard addresses.
const KEEP_FOR_SECONDS = 90 * 24 * 60 * 60;

/** One sign-in attempt: the monitoring log behind "login attempts are monitored" and the rate limit. */
const loginAttemptSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 320 },
    address: { type: String, required: true, maxlength: 100 },
    // What the per-address limit counts: the address, or an IPv6 address's /64 (addressKey).
    client: { type: String, maxlength: 100 },
    // The id of the device cookie the browser showed for this account, if any (lib/auth/device-cookie.ts).
    device: { type: String, default: null, maxlength: 64 },
    kind: { type: String, enum: ["customer", "admin"], required: true },
    success: { type: Boolean, required: true },
    reason: { type: String, enum: LOGIN_ATTEMPT_REASONS, required: true },
    at: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);

loginAttemptSchema.index({ at: 1 }, { expireAfterSeconds: KEEP_FOR_SECONDS });
loginAttemptSchema.index({ email: 1, at: -1 });
loginAttemptSchema.index({ client: 1, at: -1 });
loginAttemptSchema.index({ device: 1, at: -1 });

export type LoginAttemptRecord = InferSchemaType<typeof loginAttemptSchema> & { _id: mongoose.Types.ObjectId };

export const LoginAttempt: Model<LoginAttemptRecord> = modelOf("LoginAttempt", loginAttemptSchema);
