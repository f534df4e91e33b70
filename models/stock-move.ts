import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { STOCK_MOVE_KINDS } from "@/lib/vocabulary/stock-moves";
import { modelOf } from "./model-of";

/**
 * What a stock move says, first on the product (written by the very update that moves the stock)
 * and then here. `key` names the movement (`held:<order>:<size>`, `edit:<edit>:<size>`...), so
 * copying it here again after a crash or a retry finds it already kept.
 */
export const stockMoveFields = {
  key: { type: String, required: true },
  size: { type: Schema.Types.ObjectId, required: true },
  // The size's name then, for sizes the owner later removes.
  label: { type: String, default: "" },
  kind: { type: String, enum: STOCK_MOVE_KINDS, required: true },
  // Units added to (above 0) or taken from the size's stock; 0 when an order's held units are paid.
  change: { type: Number, required: true },
  // The units concerned (a payment's held units, which do not move).
  units: { type: Number, required: true, min: 0 },
  order: { type: Schema.Types.ObjectId },
  refund: { type: Schema.Types.ObjectId },
  // The admin who edited, as named then.
  by: { type: String },
  // The take of an order's units a give-back or payment ended (its hold record's `hold.take`).
  take: { type: Schema.Types.ObjectId },
  // Made by the recovery taking over a stalled claim of the hold: the claimer may still send its update.
  takenOver: { type: Boolean },
  at: { type: Date, required: true },
} as const;

/**
 * An order's line of units taken (`held:<order>:<size>`) is also the record of its hold once the
 * units are off the product (lib/checkout/stock-holds.ts): whether they are still held, being given
 * back or settled, and since when a step has claimed it. Lines "taking" (not yet taken) and "void"
 * (never taken) are not moves and the history leaves them out.
 */
export const HOLD_STATES = ["taking", "held", "returning", "undoing", "settling", "returned", "settled", "void"] as const;
export type HoldState = (typeof HOLD_STATES)[number];
// `take` names each taking of the units: a record given back and taken again (a draft reserved again) is a new take.
const holdRecordSchema = new Schema(
  { state: { type: String, enum: HOLD_STATES, required: true }, since: { type: Date, required: true }, paidLater: { type: Boolean }, take: { type: Schema.Types.ObjectId } },
  { _id: false },
);

/** The stock history: every move of every size's stock, kept by lib/catalog/stock-history.ts. */
const stockMoveSchema = new Schema({ product: { type: Schema.Types.ObjectId, required: true }, ...stockMoveFields, hold: { type: holdRecordSchema, default: undefined } }, { versionKey: false });

stockMoveSchema.index({ product: 1, key: 1 }, { unique: true });
stockMoveSchema.index({ product: 1, at: -1 });
// An order's holds, to give back or settle; the recovery pass's unfinished ones.
stockMoveSchema.index({ order: 1 }, { sparse: true });
stockMoveSchema.index({ "hold.state": 1 }, { sparse: true });
// The sweep's look at the products orders took units of lately.
stockMoveSchema.index({ kind: 1, at: -1 });

export type StockMoveRecord = InferSchemaType<typeof stockMoveSchema> & { _id: mongoose.Types.ObjectId };

export const StockMove: Model<StockMoveRecord> = modelOf("StockMove", stockMoveSchema);
