import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

export const IMPORT_JOB_STATES = ["checked", "running", "done"] as const;

/**
 * One catalogue import: recorded at its dry run with the fingerprint of the files checked, so the
 * confirm imports exactly those files; `running` while products are written, with how far it got.
 * A run that stopped stays `running`: confirming the same files again carries on, every product
 * written before being found as it is in the file.
 */
const importJobSchema = new Schema(
  {
    fingerprint: { type: String, required: true },
    state: { type: String, enum: IMPORT_JOB_STATES, required: true },
    by: { type: String, required: true },
    // What the dry run found, product by product.
    planned: {
      create: { type: Number, default: 0 },
      update: { type: Number, default: 0 },
      unchanged: { type: Number, default: 0 },
      refused: { type: Number, default: 0 },
    },
    total: { type: Number, required: true },
    // Products the run has been through, and what it did with them.
    processed: { type: Number, default: 0 },
    created: { type: Number, default: 0 },
    updated: { type: Number, default: 0 },
    startedAt: { type: Date },
    finishedAt: { type: Date },
  },
  { timestamps: true },
);

export type ImportJobRecord = InferSchemaType<typeof importJobSchema> & { _id: mongoose.Types.ObjectId };

export const ImportJob: Model<ImportJobRecord> = modelOf("ImportJob", importJobSchema);
