/**
 * `npm run restore -- FILE [--force]`: loads a backup made by the admin's 'Create Backup' into
 * the database (MONGODB_URI, or the built-in engine's data folder: stop the shop first). A
 * database that holds data is refused unless --force is given, which replaces all of it.
 *
 * `npm run restore -- s3://bucket/key [--force]`: the same from an off-site backup, then its photos
 * into UPLOADS_DIR. The bucket is reached with BACKUP_S3_ENDPOINT, BACKUP_S3_REGION,
 * BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY; the backup is opened with the owner's
 * backup key, from BACKUP_KEY or asked for on the terminal.
 */
import mongoose from "mongoose";
import { countDueSales } from "../lib/analytics/sales-ledger";
import { bucketClient, parseBucketUrl } from "../lib/backup/bucket";
import { bucketAccessForCommands } from "../lib/backup/offsite-source";
import { restoreOffsiteBackup } from "../lib/backup/offsite-restore";
import { BackupKeyRefused } from "../lib/backup/owner-key";
import { parseRestoreArguments } from "../lib/backup/restore-arguments";
import { RestoreRefused, restoreBackup, type RestoreSummary } from "../lib/backup/restore-backup";
import { connectToDatabase } from "../lib/db/connect";
import { uploadsDir } from "../lib/uploads/image-storage";
import { askBackupKey } from "./lib/backup-key";

async function restoreFromBucket(db: mongoose.mongo.Db, url: { bucket: string; key: string }, force: boolean): Promise<RestoreSummary> {
  const ownerKey = await askBackupKey();
  const client = bucketClient(await bucketAccessForCommands(url.bucket));
  try {
    const summary = await restoreOffsiteBackup(db, { client, bucket: url.bucket, key: url.key }, ownerKey, uploadsDir(), { force });
    console.log(`[restore] ${summary.photos} photos restored into ${uploadsDir()}`);
    return summary;
  } finally {
    client.destroy();
  }
}

async function main(): Promise<number> {
  const parsed = parseRestoreArguments(process.argv.slice(2));
  if ("error" in parsed) {
    console.error(`[restore] ${parsed.error}`);
    return 2;
  }
  await connectToDatabase();
  // The ledger's models create their collections and indexes once connected; let them finish
  // before the restore drops and recreates everything, or they would race its collections.
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  const db = mongoose.connection.db;
  if (!db) throw new Error("No database connection");
  const fromBucket = parseBucketUrl(parsed.file);
  const summary = fromBucket ? await restoreFromBucket(db, fromBucket, parsed.force) : await restoreBackup(db, parsed.file, { force: parsed.force });
  const total = summary.collections.reduce((sum, collection) => sum + collection.documents, 0);
  for (const collection of summary.collections) console.log(`[restore] ${collection.name}: ${collection.documents}`);
  console.log(`[restore] restored ${total} documents in ${summary.collections.length} collections into ${db.databaseName}`);
  // The shop would count them when it starts; doing it here keeps its first start quick.
  console.log(`[restore] ${await countDueSales()} paid orders counted into the sales ledger`);
  return 0;
}

main()
  .then(async (code) => {
    await mongoose.disconnect();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`[restore] ${error instanceof RestoreRefused || error instanceof BackupKeyRefused || error instanceof Error ? error.message : String(error)}`);
    await mongoose.disconnect();
    process.exit(1);
  });
