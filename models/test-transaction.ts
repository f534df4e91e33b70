import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * Test mode's stand-in for a card provider's records: one per initialized card payment, marked
 * successful by the labelled test card sheet, read back by verify exactly as Paystack's would be.
 */
const testTransactionSchema = new Schema(
  {
    reference: { type: String, required: true },
    accessCode: { type: String, required: true },
    email: { type: String, required: true },
    amountKobo: { type: Number, required: true, min: 0 },
    currency: { type: String, default: "NGN" },
    status: { type: String, enum: ["pending", "success", "failed"], default: "pending" },
    paidAt: { type: Date },
    cardLast4: { type: String },
    // How the sheet paid: "card", or "bank_transfer" for its stand-in of Paystack's Pay with Transfer.
    channel: { type: String },
    // Refunds, as a provider keeps them: the built-in provider pays them back at once.
    refunds: {
      type: [new Schema({ id: { type: String, required: true }, amountKobo: { type: Number, required: true }, note: { type: String } }, { _id: false })],
      default: undefined,
    },
    refundedKobo: { type: Number, default: 0 },
  },
  { timestamps: true },
);

testTransactionSchema.index({ reference: 1 }, { unique: true });

export type TestTransactionRecord = InferSchemaType<typeof testTransactionSchema> & { _id: mongoose.Types.ObjectId };

export const TestTransaction: Model<TestTransactionRecord> = modelOf("TestTransaction", testTransactionSchema);
