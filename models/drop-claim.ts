import "server-only";
import mongoose, { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * One buyer's share of a drop's limit per customer (lib/checkout/drop-claims.ts): the units of the
 * product the buyer's standing orders hold, and one hold per order, moved together in one
 * conditional update as a product's stock is (lib/checkout/holds.ts). Its _id names the product
 * and the buyer: `<product>:email:<address>` or `<product>:customer:<account>`.
 */
export interface DropClaimRecord {
  _id: string;
  units: number;
  holds: { order: mongoose.Types.ObjectId; quantity: number }[];
}

const dropClaimSchema = new Schema<DropClaimRecord>(
  {
    _id: { type: String, required: true },
    units: { type: Number, required: true, min: 0, default: 0 },
    holds: {
      type: [new Schema({ order: { type: Schema.Types.ObjectId, required: true }, quantity: { type: Number, required: true, min: 1 } }, { _id: false })],
      default: [],
    },
  },
  { versionKey: false },
);

dropClaimSchema.index({ "holds.order": 1 });

export const DropClaim: Model<DropClaimRecord> = modelOf("DropClaim", dropClaimSchema);
