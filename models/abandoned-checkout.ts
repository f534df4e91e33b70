import "server-only";
import { Schema, type Model } from "mongoose";
import type { DraftContact } from "./checkout-draft";
import { modelOf } from "./model-of";

/**
 * A checkout with an e-mail that was not placed in the owner's time (lib/checkout/abandoned-checkouts.ts):
 * a copy of its draft under the draft's id, so it outlives the draft's 24 hours for the reminders
 * and the owner's list. `reminders` counts the reminders sent; `suppressed` says why none went;
 * `recovered` is the order the shopper placed after a reminder.
 */
export interface AbandonedCheckoutRecord {
  _id: string;
  email: string;
  contact: DraftContact;
  lines: { productId: string; sizeId?: string; quantity: number; name: string }[];
  shippingMethodId: string;
  promoCode?: string;
  /** Naira: the total last quoted to the shopper. */
  value: number;
  /** When the shopper began the checkout and when they last touched it. */
  startedAt: Date;
  abandonedAt: Date;
  reminders: number;
  firstReminderAt?: Date;
  secondReminderAt?: Date;
  suppressed?: "ordered" | "opted-out" | "limited";
  recovered?: { orderNumber: string; total: number; at: Date };
  expiresAt: Date;
}

const abandonedCheckoutSchema = new Schema<AbandonedCheckoutRecord>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    contact: { type: Schema.Types.Mixed, required: true },
    lines: {
      type: [new Schema({ productId: { type: String, required: true }, sizeId: String, quantity: { type: Number, required: true, min: 1 }, name: { type: String, required: true } }, { _id: false })],
      required: true,
    },
    shippingMethodId: { type: String, required: true },
    promoCode: { type: String },
    value: { type: Number, required: true, min: 0 },
    startedAt: { type: Date, required: true },
    abandonedAt: { type: Date, required: true },
    reminders: { type: Number, required: true, default: 0, min: 0, max: 2 },
    firstReminderAt: { type: Date },
    secondReminderAt: { type: Date },
    suppressed: { type: String, enum: ["ordered", "opted-out", "limited"] },
    recovered: { type: new Schema({ orderNumber: String, total: Number, at: Date }, { _id: false }) },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

abandonedCheckoutSchema.index({ abandonedAt: -1 });
abandonedCheckoutSchema.index({ email: 1, abandonedAt: -1 });
abandonedCheckoutSchema.index({ reminders: 1, firstReminderAt: 1 });
abandonedCheckoutSchema.index({ "recovered.at": 1 }, { sparse: true });
// The shopper's address and phone are forgotten after the kept days.
abandonedCheckoutSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const AbandonedCheckout: Model<AbandonedCheckoutRecord> = modelOf("AbandonedCheckout", abandonedCheckoutSchema);
