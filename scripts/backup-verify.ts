/**
 * `npm run backup:verify`: restores the newest off-site backup into a scratch database beside the
 * shop's (then drops it) and compares it with the live shop: each collection's document count and
 * checksum, and every uploaded photo. Prints what differs; changes made since the backup was taken
 * show as differences too. Exit 0: the backup restores and matches; 1: it differs or cannot be
 * restored. The bucket comes from the shop's settings (or BACKUP_S3_*), the key from BACKUP_KEY or
 * the terminal.
 */
import mongoose from "mongoose";
import { bucketClient, listKeys } from "../lib/backup/bucket";
import { bucketAccessForCommands } from "../lib/backup/offsite-source";
import { openOffsiteBackup } from "../lib/backup/offsite-restore";
import { restoreBackup } from "../lib/backup/restore-backup";
import { OFFSITE_PREFIX, offsiteTimeOf } from "../lib/backup/retention";
import { collectionDifferences, collectionFigures, photoDifferences } from "../lib/backup/verify-backup";
import { connectToDatabase } from "../lib/db/connect";
import { uploadsDir } from "../lib/uploads/image-storage";
import { askBackupKey } from "./lib/backup-key";

async function main(): Promise<number> {
  await connectToDatabase();
  const live = mongoose.connection.db;
  if (!live) throw new Error("No database connection");
  const access = await bucketAccessForCommands(null);
  const ownerKey = await askBackupKey();
  const client = bucketClient(access);
  try {
    const newest = (await listKeys(client, access.bucket, OFFSITE_PREFIX))
      .filter((key) => offsiteTimeOf(key) !== null)
      .sort()
      .at(-1);
    if (!newest) {
      console.error(`[verify] no off-site backup in ${access.bucket}`);
      return 1;
    }
    console.log(`[verify] newest backup: s3://${access.bucket}/${newest}`);
    const opened = await openOffsiteBackup(client, access.bucket, newest, ownerKey);
    const scratch = mongoose.connection.getClient().db(`${live.databaseName}_verify_${Date.now()}`);
    try {
      await restoreBackup(scratch, opened.databaseFile);
      const [liveFigures, copyFigures] = await Promise.all([collectionFigures(live), collectionFigures(scratch)]);
      for (const [name, figures] of copyFigures) console.log(`[verify] ${name}: ${figures.documents} documents, sha256 ${figures.checksum.slice(0, 16)}`);
      console.log(`[verify] photos: ${opened.photos.size}`);
      const differences = [...collectionDifferences(liveFigures, copyFigures), ...(await photoDifferences(uploadsDir(), opened.photos))];
      for (const difference of differences) console.log(`[verify] differs: ${difference}`);
      console.log(
        differences.length === 0
          ? "[verify] the backup restores and matches the live shop"
          : `[verify] the backup restores; ${differences.length} differences from the live shop (changes since ${offsiteTimeOf(newest)?.toISOString()} show here too)`,
      );
      return differences.length === 0 ? 0 : 1;
    } finally {
      await scratch.dropDatabase();
      await opened.discard();
    }
  } finally {
    client.destroy();
  }
}

main()
  .then(async (code) => {
    await mongoose.disconnect();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`[verify] ${error instanceof Error ? error.message : String(error)}`);
    await mongoose.disconnect();
    process.exit(1);
  });
