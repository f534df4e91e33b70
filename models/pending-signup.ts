import "server-only";
import type { InferSchemaType, Model } from "mongoose";
import { linkRecordSchema } from "./link-record";
import { modelOf } from "./model-of";

/**
 * A sign-up waiting for its e-mailed link, because an account that never proved the address holds
 * it: the name and password hash the signer chose, kept here (never in the link) until the link is
 * followed or expires.
 */
const pendingSignupSchema = linkRecordSchema({
  name: { type: String, required: true, trim: true },
  passwordHash: { type: String, required: true },
});

export type PendingSignupRecord = InferSchemaType<typeof pendingSignupSchema>;

export const PendingSignup: Model<PendingSignupRecord> = modelOf("PendingSignup", pendingSignupSchema);
