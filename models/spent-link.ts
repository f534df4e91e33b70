import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

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

export const SpentLink: Model<SpentLinkRecord> = modelOf("SpentLink", spentLinkSchema);
