import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/** A key's current rate-limit window: how many hits it made since the window opened at its first hit. */
export interface RateLimitWindowRecord {
  _id: string;
  count: number;
  /** For a limit on distinct values (codes tried): the values seen in this window. */
  values?: string[];
  /** For an allowance: whether the last take fitted (and so was counted). */
  taken?: boolean;
  /** For an allowance that also counts units (unpaid orders and the units they hold): the units taken in this window. */
  units?: number;
  expiresAt: Date;
}

const rateLimitWindowSchema = new Schema<RateLimitWindowRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    values: { type: [String], default: undefined },
    taken: { type: Boolean },
    units: { type: Number },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

// MongoDB removes a window once it has ended, so the collection stays small.
rateLimitWindowSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const RateLimitWindow: Model<RateLimitWindowRecord> = modelOf("RateLimitWindow", rateLimitWindowSchema);
