import "server-only";
import { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/**
 * A photo an import brought in from a zip, by the SHA-256 of the file in the zip: the same photo
 * imported again is found here as the image already stored, not stored a second time, so a file
 * imported twice leaves its products as they were.
 */
const importPhotoSchema = new Schema(
  {
    _id: { type: String, required: true },
    url: { type: String, required: true },
    storageKey: { type: String, required: true },
    width: { type: Number },
    height: { type: Number },
    placeholder: { type: String },
  },
  { versionKey: false },
);

export type ImportPhotoRecord = InferSchemaType<typeof importPhotoSchema>;

export const ImportPhoto: Model<ImportPhotoRecord> = modelOf("ImportPhoto", importPhotoSchema);
