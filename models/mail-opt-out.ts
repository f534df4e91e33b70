import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * An address that asked for no more reminders from the shop (abandoned checkouts, back in stock):
 * the one-click link in each such message writes it, and nothing of that kind is recorded or sent
 * to it again. Order mail (receipts, status) still goes: the shopper asked for those by ordering.
 */
export interface MailOptOutRecord {
  _id: string;
  optedOutAt: Date;
}

const mailOptOutSchema = new Schema<MailOptOutRecord>(
  {
    // The address itself, lower-cased: one record per address, found by its id.
    _id: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    optedOutAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const MailOptOut: Model<MailOptOutRecord> = modelOf("MailOptOut", mailOptOutSchema);
