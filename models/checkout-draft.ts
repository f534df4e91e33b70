import "server-only";
import { Schema, type Model } from "mongoose";
import type { Quote } from "@/lib/pricing/pricing";
import type { PaymentMethod } from "@/lib/vocabulary/order-statuses";
import type { ContactAddress } from "@/lib/vocabulary/shipping-address";
import { modelOf } from "./model-of";

/** Who the order is for and where it goes (blank address for a pickup), as the checkout read them. */
export type DraftContact = ContactAddress & { email: string };

/**
 * A checkout in progress, kept on the server between /checkout and /payment: the cart's lines,
 * the delivery, code and payment choices, the prices as last quoted to the shopper, and once the
 * form is sent, the contact and address. Its id is a random token in an httpOnly cookie, so it
 * is nothing a shopper can forge; placing the order prices it all again.
 */
export interface CheckoutDraftRecord {
  _id: string;
  lines: { productId: string; sizeId?: string; quantity: number }[];
  choice: { paymentMethod?: PaymentMethod; shippingMethodId: string; promoCode?: string | undefined; state?: string | undefined };
  quote: Quote;
  contact?: DraftContact;
  expiresAt: Date;
  /** Set once the reminder sweep copied it as abandoned (lib/checkout/abandoned-checkouts.ts). */
  abandonedAt?: Date;
  createdAt?: Date;
  updatedAt?: Date;
}

const checkoutDraftSchema = new Schema<CheckoutDraftRecord>(
  {
    _id: { type: String, required: true },
    lines: {
      type: [new Schema({ productId: { type: String, required: true }, sizeId: { type: String }, quantity: { type: Number, required: true, min: 1 } }, { _id: false })],
      required: true,
    },
    choice: { type: Schema.Types.Mixed, required: true },
    quote: { type: Schema.Types.Mixed, required: true },
    contact: { type: Schema.Types.Mixed },
    expiresAt: { type: Date, required: true },
    abandonedAt: { type: Date },
  },
  { timestamps: true, versionKey: false },
);

// A checkout left alone is forgotten: its address and phone number are no longer kept.
checkoutDraftSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

// The reminder sweep's question: checkouts with an e-mail, untouched since a time, not yet noted.
checkoutDraftSchema.index({ abandonedAt: 1, updatedAt: 1 });

export const CheckoutDraft: Model<CheckoutDraftRecord> = modelOf("CheckoutDraft", checkoutDraftSchema);
