import "server-only";
import mongoose, { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

export const INTENT_STATES = ["reserving", "committing", "abandoned"] as const;
export type IntentState = (typeof INTENT_STATES)[number];

/**
 * An order being placed, recorded before any stock is taken: the units it takes (each product
 * keeps a hold under the intent's id, which becomes the order's _id) and the order to store once
 * all are taken. Its state says how a crash is finished: "reserving" is rolled back, "committing"
 * rolled forward, "abandoned" gives back whatever holds are left. It is deleted once done.
 */
export interface OrderIntentRecord {
  _id: mongoose.Types.ObjectId;
  state: IntentState;
  email: string;
  lines: { product: mongoose.Types.ObjectId; size?: mongoose.Types.ObjectId; quantity: number }[];
  order: Record<string, unknown>;
  createdAt: Date;
}

const orderIntentSchema = new Schema<OrderIntentRecord>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    state: { type: String, enum: INTENT_STATES, required: true },
    // Blank for a sale the owner recorded for a buyer without an e-mail.
    email: { type: String, default: "", lowercase: true, trim: true },
    lines: {
      type: [new Schema({ product: { type: Schema.Types.ObjectId, required: true }, size: { type: Schema.Types.ObjectId }, quantity: { type: Number, required: true, min: 1 } }, { _id: false })],
      required: true,
    },
    order: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

orderIntentSchema.index({ createdAt: 1 });
orderIntentSchema.index({ email: 1 });

export const OrderIntent: Model<OrderIntentRecord> = modelOf("OrderIntent", orderIntentSchema);
