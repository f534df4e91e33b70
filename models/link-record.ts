import "server-only";
import { Schema, type SchemaDefinition } from "mongoose";

/**
 * The record that makes an e-mailed one-time link work (a staff invitation, a pending sign-up).
 * Its id is the signed link's nonce, so the link works while the record is here and following it
 * deletes it; past its time the link is refused on its own, so the record goes by itself.
 */
export function linkRecordSchema<Fields extends SchemaDefinition>(fields: Fields) {
  const schema = new Schema(
    {
      _id: { type: String, required: true },
      email: { type: String, required: true, lowercase: true, trim: true },
      ...fields,
      expiresAt: { type: Date, required: true },
    },
    { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
  );
  schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  return schema;
}
