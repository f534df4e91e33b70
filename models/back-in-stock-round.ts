import "server-only";
import mongoose, { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * One return of units to a size, handled once: its id is the stock move's (models/stock-move.ts),
 * so inserting it is the claim no second instance wins. It first records whom it tells (the
 * intent), then `done` once their messages are in the outbox; a crash between leaves it for the
 * next pass to finish under the same message keys.
 */
export interface BackInStockRoundRecord {
  _id: mongoose.Types.ObjectId;
  requests: mongoose.Types.ObjectId[];
  done: boolean;
  at: Date;
}

const backInStockRoundSchema = new Schema<BackInStockRoundRecord>(
  {
    requests: { type: [Schema.Types.ObjectId], default: [] },
    done: { type: Boolean, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

backInStockRoundSchema.index({ done: 1 });
// Kept past any pass that could read its stock move again (moves are read back a month at most).
backInStockRoundSchema.index({ at: 1 }, { expireAfterSeconds: 90 * 24 * 60 * 60 });

export const BackInStockRound: Model<BackInStockRoundRecord> = modelOf("BackInStockRound", backInStockRoundSchema);
