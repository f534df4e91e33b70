import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/** A key's current rate-limit window: how many hits it made since the window opened at its first hit. */
export interface RateLimitWindowRecord {
  _id: string;
  /** Hits counted in the window; none in a document of hits counted beside an allowance (below). */
  count?: number;
  /** For a limit on distinct values (codes tried): the values seen in this window. */
  values?: string[];
  /** For hits counted beside an allowance (hitAndTake): the hits' own window; `expiresAt` is then the later of the two ends. */
  hits?: { count: number; endsAt: Date };
  /** An allowance taken beside the hits, in its own window: what was taken (unpaid orders, their units) and whether the last take fitted. */
  allowance?: { count: number; units: number; endsAt: Date; taken: boolean };
  expiresAt: Date;
}

const rateLimitWindowSchema = new Schema<RateLimitWindowRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    values: { type: [String], default: undefined },
    hits: { type: new Schema({ count: Number, endsAt: Date }, { _id: false }), default: undefined },
    allowance: { type: new Schema({ count: Number, units: Number, endsAt: Date, taken: Boolean }, { _id: false }), default: undefined },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

// MongoDB removes a window once it has ended, so the collection stays small.
rateLimitWindowSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const RateLimitWindow: Model<RateLimitWindowRecord> = modelOf("RateLimitWindow", rateLimitWindowSchema);
