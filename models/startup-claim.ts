import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * A one-time startup task taken by the instance that stored its claim first: several instances
 * starting at once on one database do the task once.
 */
interface StartupClaimRecord {
  _id: string;
  at: Date;
}

const startupClaimSchema = new Schema<StartupClaimRecord>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { versionKey: false });

export const StartupClaim: Model<StartupClaimRecord> = modelOf("StartupClaim", startupClaimSchema);
