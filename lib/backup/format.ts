import mongoose from "mongoose";
import { CACHE_COLLECTIONS } from "@/lib/cache/shared-store.mjs";

/**
 * A backup is gzip'd text, one MongoDB Extended JSON (canonical) value per line:
 *   {"format":"scents-backup","version":1,"createdAt":...,"database":"scents"}
 *   {"collection":"orders","indexes":[...]}      then each of its documents as {"d":{...}}
 *   {"end":"orders","count":123}                  after the collection's last document
 *   {"complete":true,"collections":12}            last line: a file without it was cut short
 * Canonical Extended JSON keeps every BSON type (ObjectId, Date, Int32 vs Double, Decimal128).
 */
export const BACKUP_FORMAT = "scents-backup";
export const BACKUP_VERSION = 1;

// The driver mongoose talks through, so its BSON classes are the ones documents arrive as.
export const EJSON = mongoose.mongo.BSON.EJSON;

export type Db = mongoose.mongo.Db;
export type Document = mongoose.mongo.Document;

export interface IndexSpec {
  key: Document;
  name: string;
  [option: string]: unknown;
}

export type BackupLine =
  | { format: typeof BACKUP_FORMAT; version: number; createdAt: Date; database: string }
  | { collection: string; indexes: IndexSpec[] }
  | { d: Document }
  | { end: string; count: number }
  | { complete: true; collections: number };

export function serialiseLine(line: BackupLine): string {
  return `${EJSON.stringify(line, { relaxed: false })}\n`;
}

export function backupFileName(at: Date): string {
  return `scents-backup-${at.toISOString().replace(/[:.]/g, "-")}.ndjson.gz`;
}

const CACHE = new Set<string>(Object.values(CACHE_COLLECTIONS));

/**
 * Collections the server keeps for itself, never backed up or restored: MongoDB's own, and the
 * page cache (rendered pages are not shop data; a restored shop renders them afresh, under a new
 * cache identity, so no instance serves pages of the data the restore replaced).
 */
export function isUserCollection(name: string): boolean {
  return !name.startsWith("system.") && !CACHE.has(name);
}
