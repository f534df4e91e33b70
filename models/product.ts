import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { DEFAULT_PRODUCT_TYPE, PRODUCT_TYPES } from "@/lib/vocabulary/products";

const imageSchema = new Schema(
  {
    url: { type: String, required: true, trim: true },
    // Cloudinary's id or the local file name, so a replaced image can be deleted.
    storageKey: { type: String },
    // The photo's size once oriented and capped, and a tiny blurred copy painted while it loads.
    width: { type: Number },
    height: { type: Number },
    placeholder: { type: String, maxlength: 2000 },
  },
  { _id: false },
);

const promoSchema = new Schema(
  {
    discount: { type: Number, min: [0, "Discount must be between 0 and 100"], max: [100, "Discount must be between 0 and 100"], default: 0 },
    startDate: { type: Date },
    endDate: { type: Date },
  },
  { _id: false },
);

/** Units an order took from this product, kept until they are given back or the order is paid (lib/checkout/holds.ts). */
const holdSchema = new Schema(
  {
    order: { type: Schema.Types.ObjectId, required: true },
    quantity: { type: Number, required: true, min: 1 },
  },
  { _id: false },
);

const productSchema = new Schema(
  {
    brand: { type: String, required: [true, "Brand is required"], trim: true, maxlength: 80 },
    name: { type: String, required: [true, "Name is required"], trim: true, maxlength: 120 },
    type: { type: String, enum: PRODUCT_TYPES, required: true, default: DEFAULT_PRODUCT_TYPE },
    price: {
      type: Number,
      required: [true, "Price must be a positive number"],
      min: [0.01, "Price must be a positive number"],
    },
    description: { type: String, required: [true, "Description is required"], trim: true, maxlength: 4000 },
    notes: { type: String, trim: true, default: "", maxlength: 500 },
    stock: {
      type: Number,
      required: [true, "Stock must be a non-negative number"],
      min: [0, "Stock must be a non-negative number"],
      validate: { validator: Number.isInteger, message: "Stock must be a non-negative number" },
    },
    images: { type: [imageSchema], default: [] },
    promo: { type: promoSchema, default: () => ({}) },
    // Products sharing a bundle id form a bundle: its discount applies when all are in the cart.
    bundleId: { type: String, trim: true },
    // Read only by the stock code, never by catalogue pages.
    holds: { type: [holdSchema], default: [], select: false },
  },
  { timestamps: true },
);

productSchema.index({ type: 1, price: 1 });
productSchema.index({ createdAt: -1 });
productSchema.index({ bundleId: 1 }, { sparse: true });
productSchema.index({ "holds.order": 1 });
// Deleting a photo asks whether another product still shows the same (content-addressed) files.
productSchema.index({ "images.storageKey": 1 });
// The dashboard counts sold-out products by equality on it (stock is a whole number, never below 0).
productSchema.index({ stock: 1 });

export type ProductRecord = InferSchemaType<typeof productSchema> & { _id: mongoose.Types.ObjectId };

export const Product: Model<ProductRecord> =
  (mongoose.models.Product as Model<ProductRecord> | undefined) ?? mongoose.model<ProductRecord>("Product", productSchema);
