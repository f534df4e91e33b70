import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { PRODUCT_TYPES } from "@/lib/vocabulary/products";
import { COLLECTION_KINDS } from "@/lib/vocabulary/collections";
import { FOR_WHOM, SCENT_FAMILIES } from "@/lib/vocabulary/perfume";
import { modelOf } from "./model-of";

/** Which products a collection made by rule holds: every condition set must hold (lib/catalog/collection-rules.ts). */
const ruleSchema = new Schema(
  {
    type: { type: String, enum: PRODUCT_TYPES },
    brand: { type: String, trim: true, maxlength: 80 },
    family: { type: String, enum: SCENT_FAMILIES },
    forWhom: { type: String, enum: FOR_WHOM },
    note: { type: String, trim: true, maxlength: 40 },
    minPrice: { type: Number, min: 0 },
    maxPrice: { type: Number, min: 0 },
    onPromotion: { type: Boolean },
    newWithinDays: { type: Number, min: 1 },
  },
  { _id: false },
);

const collectionSchema = new Schema(
  {
    // Its page is /collections/<slug>.
    slug: { type: String, required: true, trim: true, lowercase: true, maxlength: 60 },
    title: { type: String, required: true, trim: true, maxlength: 80 },
    description: { type: String, trim: true, default: "", maxlength: 1000 },
    image: { type: String, trim: true, maxlength: 500 },
    // Set when the photo was uploaded (lib/catalog/collection-image.ts): its files go when it is replaced.
    imageStorageKey: { type: String },
    imageAlt: { type: String, trim: true, maxlength: 200 },
    kind: { type: String, enum: COLLECTION_KINDS, required: true },
    // A hand-picked collection's products, in the owner's order.
    products: { type: [Schema.Types.ObjectId], default: undefined },
    rule: { type: ruleSchema, default: undefined },
  },
  { timestamps: true },
);

collectionSchema.index({ slug: 1 }, { unique: true });

export type CollectionRecord = InferSchemaType<typeof collectionSchema> & { _id: mongoose.Types.ObjectId };

export const Collection: Model<CollectionRecord> = modelOf("Collection", collectionSchema);
