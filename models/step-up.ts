import "server-only";
import mongoose, { Schema, type Model } from "mongoose";

/** A session's security key given again: sensitive actions need one no older than ten minutes. */
interface StepUpRecord {
  /** The account and the session: `<userId>:<session id>`, so another session of the account must give the key itself. */
  _id: string;
  expiresAt: Date;
}

const stepUpSchema = new Schema<StepUpRecord>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

stepUpSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const StepUp: Model<StepUpRecord> = (mongoose.models.StepUp as Model<StepUpRecord> | undefined) ?? mongoose.model<StepUpRecord>("StepUp", stepUpSchema);
