import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { onlySize, sizeSummary } from "@/lib/vocabulary/product-sizes";
import { DEFAULT_PRODUCT_TYPE, PRODUCT_TYPES } from "@/lib/vocabulary/products";
import { CONCENTRATIONS, FOR_WHOM, SCENT_FAMILIES } from "@/lib/vocabulary/perfume";
import { MAX_LOW_STOCK_THRESHOLD } from "@/lib/vocabulary/stock-moves";
import { stockMoveFields } from "./stock-move";
import { modelOf } from "./model-of";

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

/**
 * One size the product is sold in ("50 ml"), with its own price, stock and SKU. Every product has
 * at least one; the product's own price and stock are the lowest size price and the sizes' total,
 * moved in the same single-document update as the size's, so listings sort and filter on them.
 */
const sizeSchema = new Schema({
  // Empty for a product sold in one size that the owner has not named.
  label: { type: String, trim: true, default: "", maxlength: 40 },
  volumeMl: { type: Number, min: 1, max: 10_000 },
  price: { type: Number, required: true, min: [0.01, "Price must be a positive number"] },
  stock: { type: Number, required: true, min: [0, "Stock must be a non-negative number"], validate: { validator: Number.isInteger, message: "Stock must be a non-negative number" } },
  sku: { type: String, required: true, trim: true, uppercase: true, maxlength: 40 },
});

/**
 * Units an order took from one size, kept until they are given back or the order is paid
 * (lib/checkout/holds.ts). Holds written before sizes name none: they are the first size's.
 */
const holdSchema = new Schema(
  {
    order: { type: Schema.Types.ObjectId, required: true },
    size: { type: Schema.Types.ObjectId },
    quantity: { type: Number, required: true, min: 1 },
    // Held for an order paid later (a transfer): these count against the size's unpaid ceiling (lib/checkout/unpaid-ceiling.ts).
    paidLater: { type: Boolean },
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
    sizes: { type: [sizeSchema], default: undefined },
    images: { type: [imageSchema], default: [] },
    promo: { type: promoSchema, default: () => ({}) },
    // Products sharing a bundle id form a bundle: its discount applies when all are in the cart.
    bundleId: { type: String, trim: true },
    // Its handle in a catalogue file (Shopify's product CSV), kept from its import so the same file finds it again.
    handle: { type: String, trim: true, lowercase: true, maxlength: 255 },
    // Read only by the stock code, never by catalogue pages.
    holds: { type: [holdSchema], default: [], select: false },
    // Units an order is taking right now, each until its record stands (lib/checkout/stock-holds.ts),
    // and the units orders hold by size id ({ all, paidLater }), moved by the same updates: beside
    // the sizes, not in them, so the product form and the import, which rewrite the sizes, leave them be.
    takes: { type: [holdSchema], default: undefined, select: false },
    held: { type: Schema.Types.Mixed, default: undefined, select: false },
    // Its published reviews, counted (lib/reviews/rating.ts): how many, their stars' sum and
    // average, how many gave each number of stars, and which recount stored them. Absent until one is published.
    rating: {
      type: new Schema(
        { count: Number, sum: Number, average: Number, s1: Number, s2: Number, s3: Number, s4: Number, s5: Number, version: Number },
        { _id: false },
      ),
      default: undefined,
    },
    // The refund order lines whose units came back to a size, each written by the update that adds
    // them, so a refund restocks once however often it is retried (lib/checkout/refund-steps.ts).
    restocks: {
      type: [new Schema({ refund: { type: Schema.Types.ObjectId, required: true }, item: { type: Schema.Types.ObjectId, required: true } }, { _id: false })],
      default: undefined,
      select: false,
    },
    // Stock moves not yet copied into the stock history: each is pushed by the update that moves
    // the units, so the move and its reason stand or fall together (lib/catalog/stock-history.ts).
    stockMoves: { type: [new Schema(stockMoveFields, { _id: false })], default: undefined, select: false },
    // The sizes at or below their low-stock threshold, one entry per fall; `mailed` once the owner's
    // e-mail about it is in the outbox. Rising above takes the entry off, so the next fall is new.
    lowSizes: {
      type: [
        new Schema(
          {
            size: { type: Schema.Types.ObjectId, required: true },
            crossing: { type: Schema.Types.ObjectId, required: true },
            threshold: { type: Number, required: true },
            mailed: { type: Boolean, required: true },
          },
          { _id: false },
        ),
      ],
      default: undefined,
      select: false,
    },
    // Shopify's Tags, SEO Title and SEO Description, kept from an import and written by the export;
    // the SEO pair is the product page's own title and description for search engines where set.
    tags: { type: [String], default: undefined },
    seoTitle: { type: String, trim: true, maxlength: 70 },
    seoDescription: { type: String, trim: true, maxlength: 320 },
    // What a perfume is (lib/vocabulary/perfume.ts); absent on products saved before, and where it means nothing.
    concentration: { type: String, enum: CONCENTRATIONS },
    forWhom: { type: String, enum: FOR_WHOM },
    family: { type: String, enum: SCENT_FAMILIES },
    scentNotes: { type: new Schema({ top: [String], heart: [String], base: [String] }, { _id: false }), default: undefined },
    // A drop (lib/catalog/drop-schedule.ts): not sold before onSaleAt; each buyer at most perCustomerLimit units in all.
    onSaleAt: { type: Date, default: null },
    perCustomerLimit: { type: Number, min: 1, default: null },
    // A size's own drop: that size is not sold before its onSaleAt, the others sell. Beside the sizes,
    // not in them, so the product form and the import, which rewrite the sizes, leave it be.
    sizeDrops: { type: [new Schema({ size: { type: Schema.Types.ObjectId, required: true }, onSaleAt: { type: Date, required: true } }, { _id: false })], default: undefined },
    // Shown to shoppers, or hidden by the owner (kept, listed in the admin, absent from every storefront read).
    // Products saved before the field have none and count as published: reads ask for PUBLISHED, never `published: true`.
    published: { type: Boolean, default: true },
    // The owner's own low-stock figure for this product; absent, the store's applies.
    lowStockThreshold: {
      type: Number,
      min: [0, "Low-stock alert must be a whole number from 0"],
      max: [MAX_LOW_STOCK_THRESHOLD, `Low-stock alert must be at most ${MAX_LOW_STOCK_THRESHOLD}`],
      validate: { validator: Number.isInteger, message: "Low-stock alert must be a whole number" },
    },
  },
  { timestamps: true },
);

/**
 * Keeps a product and its sizes telling one story on every save: a product saved without sizes
 * (created from a price and a stock figure) is sold in one size; a one-size product whose price or
 * stock was set takes its size along; otherwise the sizes decide the product's price and stock.
 */
productSchema.pre("validate", function keepSizesInStep() {
  const sizes = this.sizes ?? [];
  if (sizes.length === 0) {
    this.set("sizes", [onlySize(new mongoose.Types.ObjectId(), { price: this.price, stock: this.stock })]);
    return;
  }
  const only = sizes.length === 1 ? sizes[0] : undefined;
  if (only && !this.isModified("sizes") && (this.isModified("price") || this.isModified("stock"))) {
    only.price = this.price;
    only.stock = this.stock;
    return;
  }
  this.set(sizeSummary(sizes));
});

productSchema.index({ type: 1, price: 1 });
productSchema.index({ createdAt: -1 });
// The admin list's order (newest first, by id among equals): a deep page walks this index on MongoDB.
productSchema.index({ createdAt: -1, _id: -1 });
// /shop's "Top rated" order and its 4-stars-and-up filter.
productSchema.index({ "rating.average": -1 });
productSchema.index({ bundleId: 1 }, { sparse: true });
productSchema.index({ handle: 1 }, { unique: true, sparse: true });
productSchema.index({ "holds.order": 1 });
productSchema.index({ "takes.order": 1 }, { sparse: true });
// Deleting a photo asks whether another product still shows the same (content-addressed) files.
productSchema.index({ "images.storageKey": 1 });
// The dashboard counts sold-out products by equality on it (stock is a whole number, never below 0).
productSchema.index({ stock: 1 });
// A SKU names one size in the whole shop.
productSchema.index({ "sizes.sku": 1 }, { unique: true, sparse: true });
// The dashboard's stock alerts look for the few sizes near empty without reading every product.
productSchema.index({ "sizes.stock": 1 });
// The sweep finds the few products with stock moves to copy, or a low-stock e-mail to send.
productSchema.index({ "stockMoves.kind": 1 }, { sparse: true });
productSchema.index({ "lowSizes.mailed": 1 }, { sparse: true });
// /shop's and collections' filters (lib/catalog/shop-filter-query.ts): each narrows by equality, then price bands by range.
productSchema.index({ family: 1, price: 1 });
productSchema.index({ forWhom: 1, price: 1 });
productSchema.index({ concentration: 1, price: 1 });
productSchema.index({ brand: 1, price: 1 });
productSchema.index({ "scentNotes.top": 1 });
productSchema.index({ "scentNotes.heart": 1 });
productSchema.index({ "scentNotes.base": 1 });
// The filters' counts in memory read only the products changed since their last read (lib/catalog/facet-catalogue.ts).
productSchema.index({ updatedAt: 1 });

/** The one condition every storefront read adds: a product without the field (saved before it) is published. */
export const PUBLISHED = { published: { $ne: false } } as const;

/** The products the owner hid: the admin list's filter, and what back-in-stock mail waits on. */
export const HIDDEN = { published: false } as const;

/** PUBLISHED for a product already read. */
export function isPublished(product: { published?: boolean | null }): boolean {
  return product.published !== false;
}

export type ProductRecord = InferSchemaType<typeof productSchema> & { _id: mongoose.Types.ObjectId };

export const Product: Model<ProductRecord> = modelOf("Product", productSchema);
