import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { encryptSetting } from "@/lib/secrets/settings-cipher";
import { lastFourOf } from "@/lib/integrations/integrations";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { OFFSITE_BACKUP_ID, OffsiteBackup, type OffsiteBackupRecord } from "@/models/offsite-backup";
import { secretContext } from "./offsite-backup";
import { OFFSITE_MESSAGES, type OffsiteBackupView, type OffsiteSettingsInput } from "./offsite-schemas";
import { createOwnerKeyPair } from "./owner-key";
import { nextScheduledRun } from "./schedule";

function toView(record: OffsiteBackupRecord | null, now: Date): OffsiteBackupView {
  return {
    configured: record !== null,
    endpoint: record?.endpoint ?? "",
    region: record?.region ?? "",
    bucket: record?.bucket ?? "",
    accessKeyIdLastFour: record?.accessKeyIdLastFour ?? "",
    timeOfDay: record?.timeOfDay ?? "02:00",
    keyId: record?.keyId ?? null,
    keyCreatedAt: record?.keyCreatedAt?.toISOString() ?? null,
    nextRunAt: record?.publicKey && record.nextRunAt ? record.nextRunAt.toISOString() : null,
    running: Boolean(record?.lease && record.lease.until > now),
    last: record?.last
      ? { key: record.last.key, finishedAt: record.last.finishedAt.toISOString(), bytes: record.last.bytes, durationMs: record.last.durationMs, photos: record.last.photos }
      : null,
    failure: record?.failure ? { at: record.failure.at.toISOString(), message: record.failure.message, since: record.failure.since.toISOString() } : null,
  };
}

export async function offsiteBackupView(now = new Date()): Promise<OffsiteBackupView> {
  return toView(await OffsiteBackup.findById(OFFSITE_BACKUP_ID).lean<OffsiteBackupRecord>(), now);
}

/** The failure the dashboard shows until a backup succeeds, or null. */
export async function offsiteBackupFailure(): Promise<OffsiteBackupView["failure"]> {
  const record = await OffsiteBackup.findById(OFFSITE_BACKUP_ID, { failure: 1 }).lean<Pick<OffsiteBackupRecord, "failure">>();
  return record?.failure ? { at: record.failure.at.toISOString(), message: record.failure.message, since: record.failure.since.toISOString() } : null;
}

/** Saves where backups go and when; the next run is the next such time, Lagos time. */
export async function saveOffsiteSettings(input: OffsiteSettingsInput, now = new Date()): Promise<OffsiteBackupView> {
  const existing = await OffsiteBackup.exists({ _id: OFFSITE_BACKUP_ID });
  const missing: Record<string, string[]> = {};
  if (!existing && !input.accessKeyId) missing.accessKeyId = [OFFSITE_MESSAGES.accessKeyId];
  if (!existing && !input.secretAccessKey) missing.secretAccessKey = [OFFSITE_MESSAGES.secretAccessKey];
  if (Object.keys(missing).length > 0) throw invalidFields("offsite-keys-required", missing);
  const set: Partial<OffsiteBackupRecord> = {
    endpoint: input.endpoint,
    region: input.region,
    bucket: input.bucket,
    timeOfDay: input.timeOfDay,
    nextRunAt: nextScheduledRun(input.timeOfDay, now),
    ...(input.accessKeyId ? { accessKeyIdEncrypted: encryptSetting(input.accessKeyId, secretContext("accessKeyId")), accessKeyIdLastFour: lastFourOf(input.accessKeyId) } : {}),
    ...(input.secretAccessKey ? { secretAccessKeyEncrypted: encryptSetting(input.secretAccessKey, secretContext("secretAccessKey")) } : {}),
  };
  const saved = await OffsiteBackup.findOneAndUpdate({ _id: OFFSITE_BACKUP_ID }, { $set: set }, { upsert: true, returnDocument: "after", runValidators: true }).lean<OffsiteBackupRecord>();
  await recordActivity("integration-changed", `Off-site backup set to ${input.bucket} at ${input.timeOfDay} Lagos time`);
  return toView(saved, now);
}

/**
 * A new key pair: the shop keeps the public half and answers the owner's key this once. Backups
 * made before stay sealed with the key they were made with.
 */
export async function makeBackupKey(now = new Date()): Promise<{ ownerKey: string; view: OffsiteBackupView }> {
  const pair = createOwnerKeyPair();
  const saved = await OffsiteBackup.findOneAndUpdate(
    { _id: OFFSITE_BACKUP_ID },
    { $set: { publicKey: pair.publicKey, keyId: pair.keyId, keyCreatedAt: now } },
    { returnDocument: "after" },
  ).lean<OffsiteBackupRecord>();
  if (!saved) throw new DomainError("offsite-not-configured", "conflict", OFFSITE_MESSAGES.notConfigured);
  await recordActivity("backup-key-created", `Backup key ${pair.keyId} made for off-site backups`);
  return { ownerKey: pair.ownerKey, view: toView(saved, now) };
}

/** 'Back up now': the next pass of any instance runs it. */
export async function requestBackupNow(now = new Date()): Promise<OffsiteBackupView> {
  const saved = await OffsiteBackup.findOneAndUpdate({ _id: OFFSITE_BACKUP_ID, publicKey: { $exists: true } }, { $set: { nextRunAt: now } }, { returnDocument: "after" }).lean<OffsiteBackupRecord>();
  if (!saved) {
    const configured = await OffsiteBackup.exists({ _id: OFFSITE_BACKUP_ID });
    throw new DomainError(configured ? "backup-key-missing" : "offsite-not-configured", "conflict", configured ? OFFSITE_MESSAGES.noKey : OFFSITE_MESSAGES.notConfigured);
  }
  return toView(saved, now);
}
