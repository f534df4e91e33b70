import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * How far the customer list has read the orders and accounts: everything changed before `at` is
 * in it. One document per source ("orders", "users"); it only ever moves forward.
 */
const customerIndexMarkSchema = new Schema(
  {
    source: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

customerIndexMarkSchema.index({ source: 1 }, { unique: true });

export type CustomerIndexMarkRecord = InferSchemaType<typeof customerIndexMarkSchema> & { _id: mongoose.Types.ObjectId };

export const CustomerIndexMark: Model<CustomerIndexMarkRecord> = modelOf("CustomerIndexMark", customerIndexMarkSchema);
