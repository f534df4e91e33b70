import "server-only";
import mongoose, { Schema, type Model } from "mongoose";

/** A single-use link that has been followed, kept until it would have expired anyway so it cannot be followed twice. */
interface SpentLinkRecord {
  /** The link's random nonce. */
  _id: string;
  expiresAt: Date;
}

const spentLinkSchema = new Schema<SpentLinkRecord>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

// Past its expiry a link is refused on its own, so its record can go.
spentLinkSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const SpentLink: Model<SpentLinkRecord> =
  (mongoose.models.SpentLink as Model<SpentLinkRecord> | undefined) ?? mongoose.model<SpentLinkRecord>("SpentLink", spentLinkSchema);
