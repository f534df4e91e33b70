import "server-only";
import { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * A sign-up waiting for its e-mailed link, because an account that never proved the address holds
 * it: the name and password hash the signer chose, kept here (never in the link) until the link is
 * followed or expires. Its id is the signed link's nonce.
 */
const pendingSignupSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    passwordHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

// Past its time the link is refused on its own, so its record can go.
pendingSignupSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type PendingSignupRecord = InferSchemaType<typeof pendingSignupSchema>;

export const PendingSignup: Model<PendingSignupRecord> = modelOf("PendingSignup", pendingSignupSchema);
