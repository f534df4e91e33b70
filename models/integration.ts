import "server-only";
import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { INTEGRATION_TYPE_OPTIONS } from "@/lib/integrations/schemas";
import { modelOf } from "./model-of";

/** A third-party service the shop is connected to; its API key is stored only encrypted. */
const integrationSchema = new Schema(
  {
    type: { type: String, enum: INTEGRATION_TYPE_OPTIONS, required: true },
    name: { type: String, required: [true, "Integration name is required"], trim: true, maxlength: 100 },
    // AES-256-GCM under SETTINGS_ENCRYPTION_KEY, bound to this document's id (lib/secrets).
    apiKeyEncrypted: { type: String, required: true },
    // The key's last four characters for recognising it in the list; empty for a key too short to show any.
    apiKeyLastFour: { type: String, default: "", maxlength: 4 },
  },
  { timestamps: true, versionKey: false },
);

integrationSchema.index({ createdAt: 1 });

export type IntegrationRecord = InferSchemaType<typeof integrationSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const Integration: Model<IntegrationRecord> = modelOf("Integration", integrationSchema);
