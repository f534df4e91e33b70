import "server-only";
import { Schema, type InferSchemaType, type Model } from "mongoose";
import { modelOf } from "./model-of";

/** A note the owner added to the shop's list beyond the starter notes (lib/vocabulary/perfume.ts). */
const scentNoteSchema = new Schema({
  // noteKey(name): two spellings of one note are one entry.
  _id: { type: String, required: true },
  name: { type: String, required: true, trim: true, maxlength: 40 },
});

export type ScentNoteRecord = InferSchemaType<typeof scentNoteSchema>;

export const ScentNote: Model<ScentNoteRecord> = modelOf("ScentNote", scentNoteSchema);
