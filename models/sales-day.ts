import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * The sales ledger: one document per shop day (Lagos time) with the running totals of the orders
 * paid that day and of the refunds processed that day, kept by lib/analytics/sales-ledger.ts so the dashboard and analytics never sum
 * the orders themselves.
 */
const salesDaySchema = new Schema(
  {
    // The shop's calendar day (Lagos time), as YYYY-MM-DD.
    day: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    // Integer kobo: money is exact to the kobo, and summing kobo never drifts.
    salesKobo: { type: Number, required: true, default: 0, min: 0, validate: Number.isInteger },
    orders: { type: Number, required: true, default: 0, min: 0 },
    // The orders counted in this day, so no order is ever counted twice; only the ledger reads them.
    orderIds: { type: [Schema.Types.ObjectId], default: [], select: false },
    // Refunds processed that day, taken off its sales (net sales = salesKobo - refundsKobo); their
    // ids keep each refund from being counted twice, as orderIds do for orders.
    refundsKobo: { type: Number, default: 0, min: 0, validate: Number.isInteger },
    refundIds: { type: [Schema.Types.ObjectId], default: undefined, select: false },
    // What the day's orders sold of each product, as three lists of the same length (lib/analytics/
    // sales-days.ts), and of each product type, for best sellers and sales by type; `byProduct` once
    // they cover every order the day holds (days counted before are worked out again, once).
    productIds: { type: [Schema.Types.ObjectId], default: undefined },
    productUnits: { type: [Number], default: undefined },
    productKobo: { type: [Number], default: undefined },
    types: { type: [new Schema({ type: String, units: Number, salesKobo: Number }, { _id: false })], default: undefined },
    byProduct: { type: Boolean },
    // The day's paid orders and their totals by sales channel (before refunds); a day counted before
    // channels has none, and all its orders were the website's (lib/analytics/sales-days.ts).
    channels: { type: [new Schema({ channel: String, orders: Number, salesKobo: Number }, { _id: false })], default: undefined },
    // Raised by every change: a change is conditional on the version it read.
    version: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

salesDaySchema.index({ day: 1 }, { unique: true });

export type SalesDayRecord = InferSchemaType<typeof salesDaySchema> & { _id: mongoose.Types.ObjectId };

export const SalesDay: Model<SalesDayRecord> = modelOf("SalesDay", salesDaySchema);
