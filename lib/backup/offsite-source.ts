import "server-only";
import { OFFSITE_BACKUP_ID, OffsiteBackup, type OffsiteBackupRecord } from "@/models/offsite-backup";
import type { BucketAccess } from "./bucket";
import { bucketAccessOf } from "./offsite-backup";

/**
 * The bucket as the restore and verify commands reach it: from BACKUP_S3_* when set (a new server
 * restoring into an empty database has no settings yet), else from the shop's own settings.
 */
export async function bucketAccessForCommands(bucket: string | null, env: NodeJS.ProcessEnv = process.env): Promise<BucketAccess> {
  if (env.BACKUP_S3_ACCESS_KEY_ID && env.BACKUP_S3_SECRET_ACCESS_KEY) {
    const name = bucket ?? env.BACKUP_S3_BUCKET;
    if (!name) throw new Error("Name the bucket: BACKUP_S3_BUCKET, or s3://bucket/key.");
    return {
      endpoint: env.BACKUP_S3_ENDPOINT ?? "",
      region: env.BACKUP_S3_REGION || "us-east-1",
      bucket: name,
      accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
      secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
    };
  }
  const record = await OffsiteBackup.findById(OFFSITE_BACKUP_ID).lean<OffsiteBackupRecord>();
  if (!record) throw new Error("No bucket: set BACKUP_S3_ENDPOINT, BACKUP_S3_REGION, BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY (and BACKUP_S3_BUCKET), or set up off-site backups in Admin › Security.");
  const access = bucketAccessOf(record);
  return bucket ? { ...access, bucket } : access;
}
