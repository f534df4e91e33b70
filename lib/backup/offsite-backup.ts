import "server-only";
import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import mongoose from "mongoose";
import { recordActivity } from "@/lib/activity/record-activity";
import { recordMessage } from "@/lib/mail/outbox";
import { ownerAddress } from "@/lib/mail/owner-address";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { decryptSetting } from "@/lib/secrets/settings-cipher";
import { uploadsDir } from "@/lib/uploads/image-storage";
import { OFFSITE_BACKUP_ID, OffsiteBackup, type OffsiteBackupRecord } from "@/models/offsite-backup";
import { writeArchive } from "./archive";
import { bucketClient, deleteKey, listKeys, uploadStream, type BucketAccess } from "./bucket";
import { createBackupStream } from "./create-backup";
import { sealForOwner } from "./owner-key";
import { backupsToKeep, OFFSITE_PREFIX, offsiteKey, offsiteTimeOf } from "./retention";
import { nextScheduledRun, retryRun } from "./schedule";

/**
 * How long a claim on the day's backup holds without word from its instance. The instance renews
 * it while it works, so a large shop's long backup keeps it; an instance that died loses it, and
 * another takes the backup over on its next pass.
 */
export const LEASE_MS = 5 * 60 * 1000;

export const secretContext = (field: "accessKeyId" | "secretAccessKey") => `offsite-backup:${field}`;

export function bucketAccessOf(record: Pick<OffsiteBackupRecord, "endpoint" | "region" | "bucket" | "accessKeyIdEncrypted" | "secretAccessKeyEncrypted">): BucketAccess {
  return {
    endpoint: record.endpoint,
    region: record.region,
    bucket: record.bucket,
    accessKeyId: decryptSetting(record.accessKeyIdEncrypted, secretContext("accessKeyId")),
    secretAccessKey: decryptSetting(record.secretAccessKeyEncrypted, secretContext("secretAccessKey")),
  };
}

function counted(into: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      into.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

export interface BackupMade {
  key: string;
  bytes: number;
  photos: number;
  deleted: string[];
}

/**
 * One off-site backup: the database backup and the photos, archived, sealed for the owner's key
 * and streamed to the bucket as they are read; then the backups retention no longer keeps are
 * deleted (only after the new one is whole in the bucket).
 */
export async function makeOffsiteBackup(access: BucketAccess, publicKey: string, at: Date): Promise<BackupMade> {
  const db = mongoose.connection.db;
  if (!db) throw new Error("No database connection");
  const client = bucketClient(access);
  try {
    const key = offsiteKey(at);
    const archived = { photos: 0 };
    const size = { bytes: 0 };
    const database = createBackupStream(db, at);
    const sealed = Readable.from(writeArchive(database, uploadsDir(), archived)).pipe(sealForOwner(publicKey)).pipe(counted(size));
    await uploadStream(client, access.bucket, key, sealed);
    const stored = await listKeys(client, access.bucket, OFFSITE_PREFIX);
    const kept = backupsToKeep(stored);
    const deleted = stored.filter((stale) => offsiteTimeOf(stale) !== null && !kept.has(stale) && stale !== key);
    for (const stale of deleted) await deleteKey(client, access.bucket, stale);
    return { key, bytes: size.bytes, photos: archived.photos, deleted };
  } finally {
    client.destroy();
  }
}

export type BackupRun = { outcome: "not-due" } | { outcome: "backed-up"; made: BackupMade } | { outcome: "failed"; reason: string };

export interface RunOptions {
  now?: () => Date;
  /** This instance, as its lease names it. */
  holder?: string;
  leaseMs?: number;
}

const instance = randomUUID();

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 500);
}

/**
 * The owner hears of a failure by e-mail once a shop day while it lasts (the key names the day),
 * and on the dashboard and the security screen until a backup succeeds.
 */
async function alertOwner(record: OffsiteBackupRecord, failedAt: Date, reason: string, nextAttemptAt: Date): Promise<void> {
  const to = await ownerAddress();
  if (!to) return;
  await recordMessage(
    {
      key: `offsite-backup:failed:${shopDay(failedAt)}`,
      to,
      kind: "owner-backup-failed",
      data: { failedAt: failedAt.toISOString(), reason, nextAttemptAt: nextAttemptAt.toISOString(), lastBackupAt: record.last?.finishedAt.toISOString() ?? null },
    },
    failedAt,
  );
}

/**
 * Runs the off-site backup if it is due and no other instance holds it: the claim is one
 * conditional update of the backup's document, so however many instances ask at once, one runs
 * it. A success schedules the next day's; a failure is recorded, alerts the owner and is tried
 * again within the hour (RETRY_AFTER_MS).
 */
export async function runDueBackup(options: RunOptions = {}): Promise<BackupRun> {
  const now = options.now ?? (() => new Date());
  const holder = options.holder ?? instance;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const startedAt = now();
  const record = await OffsiteBackup.findOneAndUpdate(
    {
      _id: OFFSITE_BACKUP_ID,
      publicKey: { $exists: true },
      nextRunAt: { $lte: startedAt },
      $or: [{ lease: { $exists: false } }, { lease: null }, { "lease.until": { $lte: startedAt } }],
    },
    { $set: { lease: { holder, until: new Date(startedAt.getTime() + leaseMs) } } },
    { returnDocument: "after" },
  ).lean<OffsiteBackupRecord>();
  if (!record?.publicKey) return { outcome: "not-due" };
  const mine = { _id: OFFSITE_BACKUP_ID, "lease.holder": holder } as const;
  const renewal = setInterval(() => {
    void OffsiteBackup.updateOne(mine, { $set: { "lease.until": new Date(now().getTime() + leaseMs) } }).catch(() => undefined);
  }, Math.max(1000, leaseMs / 3));
  renewal.unref();
  try {
    const made = await makeOffsiteBackup(bucketAccessOf(record), record.publicKey, startedAt);
    const finishedAt = now();
    await OffsiteBackup.updateOne(mine, {
      $set: {
        last: { key: made.key, startedAt, finishedAt, bytes: made.bytes, durationMs: finishedAt.getTime() - startedAt.getTime(), photos: made.photos },
        nextRunAt: nextScheduledRun(record.timeOfDay, finishedAt),
      },
      $unset: { lease: 1, failure: 1 },
    });
    await recordActivity("backup-created", `Off-site backup ${made.key} stored (${made.bytes} bytes, ${made.photos} photos)${made.deleted.length ? `; ${made.deleted.length} old backups deleted` : ""}`);
    return { outcome: "backed-up", made };
  } catch (error) {
    const failedAt = now();
    const reason = reasonOf(error);
    const nextAttemptAt = retryRun(record.timeOfDay, failedAt);
    await OffsiteBackup.updateOne(mine, {
      $set: { failure: { at: failedAt, message: reason, since: record.failure?.since ?? failedAt }, nextRunAt: nextAttemptAt },
      $unset: { lease: 1 },
    });
    console.error(`[scents] off-site backup failed: ${reason}`);
    await alertOwner(record, failedAt, reason, nextAttemptAt);
    return { outcome: "failed", reason };
  } finally {
    clearInterval(renewal);
  }
}
