import "server-only";
import { Schema, type Model } from "mongoose";
import { modelOf } from "./model-of";

export const OFFSITE_BACKUP_ID = "offsite";

/**
 * The shop's one off-site backup: where it goes (the bucket's keys encrypted under
 * SETTINGS_ENCRYPTION_KEY, bound to this document, lib/secrets), the public half of the owner's
 * key, when it runs, the lease of the instance running it, and how the last runs went.
 */
export interface OffsiteBackupRecord {
  _id: typeof OFFSITE_BACKUP_ID;
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyIdEncrypted: string;
  secretAccessKeyEncrypted: string;
  accessKeyIdLastFour: string;
  /** HH:MM, Lagos time. */
  timeOfDay: string;
  publicKey?: string;
  keyId?: string;
  keyCreatedAt?: Date;
  nextRunAt?: Date;
  lease?: { holder: string; until: Date };
  last?: { key: string; startedAt: Date; finishedAt: Date; bytes: number; durationMs: number; photos: number };
  failure?: { at: Date; message: string; since: Date };
  updatedAt: Date;
}

const offsiteBackupSchema = new Schema<OffsiteBackupRecord>(
  {
    _id: { type: String, required: true },
    endpoint: { type: String, default: "" },
    region: { type: String, required: true },
    bucket: { type: String, required: true },
    accessKeyIdEncrypted: { type: String, required: true },
    secretAccessKeyEncrypted: { type: String, required: true },
    accessKeyIdLastFour: { type: String, default: "" },
    timeOfDay: { type: String, required: true },
    publicKey: String,
    keyId: String,
    keyCreatedAt: Date,
    nextRunAt: Date,
    lease: { type: new Schema({ holder: String, until: Date }, { _id: false }), default: undefined },
    last: {
      type: new Schema({ key: String, startedAt: Date, finishedAt: Date, bytes: Number, durationMs: Number, photos: Number }, { _id: false }),
      default: undefined,
    },
    failure: { type: new Schema({ at: Date, message: String, since: Date }, { _id: false }), default: undefined },
  },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false, collection: "offsitebackups" },
);

export const OffsiteBackup: Model<OffsiteBackupRecord> = modelOf("OffsiteBackup", offsiteBackupSchema);
