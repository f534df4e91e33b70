import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { OWNER_SALES_CHANNELS } from "@/lib/vocabulary/sales-channels";
import { DRAFT_ORDER_STATES, OUTSIDE_PAYMENT_WAYS } from "@/lib/vocabulary/draft-orders";

/**
 * An order the owner is writing for a buyer met off the website (a message, a call, the counter).
 * It holds no stock unless the owner reserves it until a chosen time, and is priced afresh whenever it is read, until it is paid: by a payment link
 * (Paystack) or a payment the owner records. Then it becomes an order, under `orderId`, through
 * checkout's placement; `state` moves open → placing → placed by conditional updates, so one
 * draft makes one order however many confirmations race.
 */
const draftOrderSchema = new Schema(
  {
    channel: { type: String, enum: OWNER_SALES_CHANNELS, required: true },
    customer: {
      type: new Schema(
        {
          user: { type: Schema.Types.ObjectId, ref: "User" },
          name: { type: String, required: true, trim: true },
          phone: { type: String, required: true, trim: true },
          email: { type: String, trim: true, lowercase: true, default: "" },
        },
        { _id: false },
      ),
      required: true,
    },
    lines: {
      type: [new Schema({ product: { type: Schema.Types.ObjectId, ref: "Product", required: true }, size: { type: Schema.Types.ObjectId }, quantity: { type: Number, required: true, min: 1 } }, { _id: false })],
      default: [],
    },
    customLines: {
      type: [new Schema({ label: { type: String, required: true }, price: { type: Number, required: true, min: 0 }, quantity: { type: Number, required: true, min: 1 } }, { _id: false })],
      default: [],
    },
    discount: { type: new Schema({ kind: { type: String, enum: ["amount", "percent"], required: true }, value: { type: Number, required: true, min: 0 }, reason: { type: String, required: true } }, { _id: false }) },
    delivery: {
      type: new Schema(
        {
          kind: { type: String, enum: ["method", "owner"], required: true },
          methodId: { type: String },
          // The owner's own delivery price, in naira.
          price: { type: Number, min: 0 },
          state: { type: String, default: "" },
          city: { type: String, default: "" },
          address: { type: String, default: "" },
        },
        { _id: false },
      ),
      required: true,
    },
    note: { type: String, default: "" },
    state: { type: String, enum: DRAFT_ORDER_STATES, default: "open", required: true },
    // Set first when the owner reserves the draft's stock: the holds under `orderId` are then this
    // reservation's, until this time (the sweep gives them back after it).
    reservedUntil: { type: Date },
    // When the running placement claimed the draft: a claim this old belongs to a process that died.
    placingSince: { type: Date },
    // The order's _id to be: every placement of this draft uses it, so at most one order exists.
    orderId: { type: Schema.Types.ObjectId, required: true },
    orderNumber: { type: String },
    // Set once placed: paid, or paid by link after its stock ran out (the owner contacts the buyer).
    outcome: { type: String, enum: ["paid", "out-of-stock"] },
    // The payment link: a transaction started for the draft's total at that moment, under its own
    // reference. `order` is the order as priced then, placed as it is when the link is paid.
    link: {
      type: new Schema(
        {
          reference: { type: String, required: true },
          url: { type: String, required: true },
          amountKobo: { type: Number, required: true },
          expiresAt: { type: Date, required: true },
          order: { type: Schema.Types.Mixed, required: true },
        },
        { _id: false },
      ),
    },
    // How an outside payment was made, as the owner recorded it.
    outsidePayment: { type: new Schema({ how: { type: String, enum: OUTSIDE_PAYMENT_WAYS, required: true }, amountKobo: { type: Number, required: true } }, { _id: false }) },
    createdBy: { type: String, default: "" },
  },
  { timestamps: true, minimize: false },
);

draftOrderSchema.index({ "link.reference": 1 }, { unique: true, sparse: true });
draftOrderSchema.index({ state: 1, updatedAt: -1 });
draftOrderSchema.index({ "customer.user": 1 }, { sparse: true });
draftOrderSchema.index({ orderId: 1 });
draftOrderSchema.index({ reservedUntil: 1 }, { sparse: true });

export type DraftOrderRecord = InferSchemaType<typeof draftOrderSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const DraftOrder: Model<DraftOrderRecord> =
  (mongoose.models.DraftOrder as Model<DraftOrderRecord> | undefined) ?? mongoose.model<DraftOrderRecord>("DraftOrder", draftOrderSchema);
