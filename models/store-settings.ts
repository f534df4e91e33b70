import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/** The single id of the one settings document, so reads and upserts always meet. */
export const STORE_SETTINGS_ID = "store";

const shippingMethodSchema = new Schema(
  {
    id: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    // Naira, exact to the kobo.
    cost: { type: Number, required: true, min: 0 },
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
    shippingMethods: { type: [shippingMethodSchema], default: [] },
    paymentMethods: { type: [paymentMethodSchema], default: [] },
    bankAccounts: { type: [bankAccountSchema], default: [] },
    // How long an unpaid bank-transfer order keeps its stock before the expiry sweep cancels it.
    bankTransferHoldHours: { type: Number, required: true, min: 1 },
    // Per-order caps against one order emptying the shelf (lib/orders/order-limits.ts).
    maxUnitsPerProduct: { type: Number, min: 1 },
    maxUnitsPerOrder: { type: Number, min: 1 },
  },
  { timestamps: true, versionKey: false },
);

export type StoreSettingsRecord = InferSchemaType<typeof storeSettingsSchema>;

export const StoreSettingsModel: Model<StoreSettingsRecord> =
  (mongoose.models.StoreSettings as Model<StoreSettingsRecord> | undefined) ?? mongoose.model<StoreSettingsRecord>("StoreSettings", storeSettingsSchema);
