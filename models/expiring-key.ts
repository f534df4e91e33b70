import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

/** A record that is only its own key and its expiry. */
export interface ExpiringKeyRecord {
  _id: string;
  expiresAt: Date;
}

/**
 * The model of a collection of keys that stand until they expire: the database deletes each one
 * once `expiresAt` has passed, so what is past its expiry needs no clean-up of its own.
 */
export function expiringKeyModel(name: string): Model<ExpiringKeyRecord> {
  const schema = new Schema<ExpiringKeyRecord>(
    {
      _id: { type: String, required: true },
      expiresAt: { type: Date, required: true },
    },
    { versionKey: false },
  );
  schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  return modelOf(name, schema);
}
