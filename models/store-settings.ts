import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/** The single id of the one settings document, so reads and upserts always meet. */
export const STORE_SETTINGS_ID = "store";

const zoneRateSchema = new Schema(
  {
    zoneId: { type: String, required: true },
    // Naira, exact to the kobo.
    cost: { type: Number, required: true, min: 0 },
    // The estimate, in working days.
    minDays: { type: Number, required: true, min: 0 },
    maxDays: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);

const shippingMethodSchema = new Schema(
  {
    id: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    // Before zones, the one price everywhere; since, the lowest of `rates`, kept for the spec's clients.
    cost: { type: Number, required: true, min: 0 },
    // Absent on settings from before zones: read as delivery, one zone at `cost`.
    kind: { type: String, enum: ["delivery", "pickup"] },
    rates: { type: [zoneRateSchema], default: undefined },
    freeAbove: { type: Number, min: 0 },
    pickup: { type: new Schema({ address: { type: String, required: true }, hours: { type: String, required: true } }, { _id: false }) },
    readyDays: { type: Number, min: 0 },
  },
  { _id: false },
);

const deliveryZoneSchema = new Schema(
  {
    id: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    states: { type: [String], default: [] },
  },
  { _id: false },
);

const paymentMethodSchema = new Schema(
  {
    id: { type: String, enum: ["card", "bank"], required: true },
    name: { type: String, required: true, trim: true },
    enabled: { type: Boolean, required: true },
  },
  { _id: false },
);

const bankAccountSchema = new Schema(
  {
    id: { type: String, required: true },
    bankName: { type: String, required: true, trim: true },
    accountNumber: { type: String, required: true, match: /^\d{10}$/ },
    accountName: { type: String, required: true, trim: true },
  },
  { _id: false },
);

/**
 * What checkout offers and charges, edited on /admin/settings; one document, seeded on first
 * start. Each concern is its own field.
 */
const storeSettingsSchema = new Schema(
  {
    _id: { type: String, default: STORE_SETTINGS_ID },
    // Every state in exactly one zone; absent on settings from before zones (then one zone, all of Nigeria).
    deliveryZones: { type: [deliveryZoneSchema], default: undefined },
    shippingMethods: { type: [shippingMethodSchema], default: [] },
    paymentMethods: { type: [paymentMethodSchema], default: [] },
    bankAccounts: { type: [bankAccountSchema], default: [] },
    // How long an unpaid bank-transfer order keeps its stock before the expiry sweep cancels it.
    bankTransferHoldHours: { type: Number, required: true, min: 1 },
    // Per-order caps against one order emptying the shelf (lib/orders/order-limits.ts).
    unpaidHoldPercent: { type: Number, min: 0, max: 100 },
    maxUnitsPerProduct: { type: Number, min: 1 },
    maxUnitsPerOrder: { type: Number, min: 1 },
    // A size at or below this many units is low: the owner is e-mailed as it falls there. Absent on settings from before the alerts.
    lowStockThreshold: { type: Number, min: 0 },
    // The shop as its invoices and packing slips name it; absent or blank fields show the contact details.
    shopDetails: {
      type: new Schema({ name: String, address: String, email: String, phone: String, taxId: String }, { _id: false }),
      default: undefined,
    },
    // Paystack's channels its pop-up offers; absent before the choice existed (then all of them).
    paystackChannels: { type: [String], default: undefined },
    // Reviews (lib/reviews): days from Delivered to the "How was it?" e-mail, and whether new
    // reviews show at once; absent before reviews existed (then 7 days, and the owner publishes).
    reviewRequestDays: { type: Number, min: 1 },
    publishReviewsAtOnce: { type: Boolean },
    // The zones offering pay on delivery, each with its cap and fee; absent before it existed (then Lagos, up to ₦200,000).
    payOnDelivery: {
      type: [new Schema({ zoneId: { type: String, required: true }, cap: { type: Number, required: true, min: 0 }, fee: { type: Number, required: true, min: 0 } }, { _id: false })],
      default: undefined,
    },
    // Digits only, with the country code; absent before it existed (then the contact phone's), empty for none.
    whatsappNumber: { type: String },
    // Abandoned-checkout reminders; absent before they existed (then the defaults: on, one reminder after an hour).
    abandonedCheckouts: {
      type: new Schema({ enabled: Boolean, firstAfterMinutes: Number, secondReminder: Boolean, secondAfterHours: Number }, { _id: false }),
      default: undefined,
    },
    // Refunds above this many naira ask for the security key again; absent before it existed (then ₦100,000).
    refundKeyAbove: { type: Number, min: 0 },
  },
  { timestamps: true, versionKey: false },
);

export type StoreSettingsRecord = InferSchemaType<typeof storeSettingsSchema>;

export const StoreSettingsModel: Model<StoreSettingsRecord> =
  (mongoose.models.StoreSettings as Model<StoreSettingsRecord> | undefined) ?? mongoose.model<StoreSettingsRecord>("StoreSettings", storeSettingsSchema);
