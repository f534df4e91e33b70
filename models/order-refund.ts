import "server-only";
import { Schema } from "mongoose";
import { LEDGER_STATES } from "@/lib/vocabulary/order-statuses";
import { REFUND_METHODS, REFUND_STATE, REFUND_STATES } from "@/lib/vocabulary/refunds";

/** Units of one order line the owner sends back to stock with a refund. */
const refundRestockSchema = new Schema(
  {
    // The order line's _id: it names the product and size the units return to.
    item: { type: Schema.Types.ObjectId, required: true },
    quantity: { type: Number, required: true, min: 1, validate: Number.isInteger },
  },
  { _id: false },
);

/**
 * One refund of an order, kept on the order so that the amount it may still refund is checked and
 * changed by one conditional update of one document (lib/checkout/refund-request.ts). Every later
 * step (the provider's answer, its webhook, the stock, the promotion use, the ledger, the e-mail)
 * is marked here as it is done, so each runs once however often it is retried.
 */
export const orderRefundSchema = new Schema({
  // The browser's key for one press of Refund: a second click, or a retried request, finds it.
  key: { type: String, required: true },
  amountKobo: { type: Number, required: true, min: 1, validate: Number.isInteger },
  method: { type: String, enum: REFUND_METHODS, required: true },
  state: { type: String, enum: REFUND_STATES, required: true, default: REFUND_STATE.requested },
  reason: { type: String, default: "", maxlength: 500 },
  restock: { type: [refundRestockSchema], default: [] },
  requestedBy: { type: String, required: true },
  requestedAt: { type: Date, required: true },
  // The provider's id for the refund, and the bank's or the owner's transfer reference.
  providerRefundId: { type: String },
  reference: { type: String },
  // When the money went back: the transfer's date, or when the provider said processed.
  settledAt: { type: Date },
  failure: { type: String },
  // Set while a step is left (asking the provider, stock, promotion, e-mail); cleared when the
  // refund is finished, so the recovery pass finds unfinished refunds by an index on it.
  open: { type: Boolean },
  restocked: { type: Boolean, default: false },
  promotionReturned: { type: Boolean, default: false },
  // The sales ledger takes a processed refund off its day's sales: `due`, then `counted`.
  ledger: { type: String, enum: LEDGER_STATES },
});
