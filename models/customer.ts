import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * One shopper as the owner's customer list shows them, by e-mail: an account, a guest who ordered,
 * or both. Derived from the orders and accounts (lib/customers/customer-index.ts) and rebuilt from
 * them whenever either changes, so it is never the truth about anything, only a quick read of it:
 * a shop of 100,000 orders lists and searches its customers a page at a time by index.
 */
const customerSchema = new Schema(
  {
    email: { type: String, required: true },
    // The account's name, or the newest order's recipient for a guest.
    name: { type: String, default: "" },
    phone: { type: String, default: "" },
    account: { type: Schema.Types.ObjectId, ref: "User" },
    // Orders that count: every order but one cancelled before it was paid.
    orders: { type: Number, required: true, default: 0 },
    // What they paid, less what was refunded, in kobo.
    spentKobo: { type: Number, required: true, default: 0 },
    lastOrderAt: { type: Date },
    // Lower-case words a search matches from their start: the e-mail and its name part, the name's
    // words, and the phone's digits in international and local form.
    keywords: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false },
);

customerSchema.index({ email: 1 }, { unique: true });
// The list: most recent buyers first, accounts that never ordered last; _id breaks ties for stable pages.
customerSchema.index({ lastOrderAt: -1, _id: -1 });
customerSchema.index({ keywords: 1, lastOrderAt: -1 });

export type CustomerRecord = InferSchemaType<typeof customerSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const Customer: Model<CustomerRecord> = modelOf("Customer", customerSchema);
