import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * The owner's internal note on an order ("called, delivering Friday"). Kept in its own collection,
 * never on the order: every shopper-facing read of an order (tracking, account, e-mails) reads the
 * order alone, so a note cannot leak into one of them by a forgotten projection.
 */
const orderNoteSchema = new Schema(
  {
    order: { type: Schema.Types.ObjectId, ref: "Order", required: true },
    text: { type: String, required: true, trim: true, maxlength: 2000 },
    // Who wrote it, as they were named then.
    authorEmail: { type: String, required: true },
    authorName: { type: String, default: "" },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

orderNoteSchema.index({ order: 1, createdAt: 1 });

export type OrderNoteRecord = InferSchemaType<typeof orderNoteSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };

export const OrderNote: Model<OrderNoteRecord> = modelOf("OrderNote", orderNoteSchema);
