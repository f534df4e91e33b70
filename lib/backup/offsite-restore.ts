import "server-only";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { DATABASE_ENTRY, photoNameOf, readArchive } from "./archive";
import { downloadStream } from "./bucket";
import type { Db } from "./format";
import { openWithOwnerKey } from "./owner-key";
import { restoreBackup, RestoreRefused, type RestoreSummary } from "./restore-backup";

export interface OpenedBackup {
  /** The database backup, as 'Create Backup' downloads it. */
  databaseFile: string;
  /** The photos, by upload name, in a folder of their own. */
  photosFolder: string;
  photos: Map<string, string>;
  /** Removes the files. */
  discard(): Promise<void>;
}

/**
 * Downloads an off-site backup and opens it with the owner's key into a scratch folder. Nothing is
 * taken from it until its seal has been checked whole: a wrong key, a damaged or cut-short file is
 * refused here, before any database or upload folder is touched.
 */
export async function openOffsiteBackup(client: S3Client, bucket: string, key: string, ownerKey: string): Promise<OpenedBackup> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "scents-offsite-"));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    const opened = path.join(folder, "archive");
    // Opened first, as a whole: the seal is checked at its end.
    await pipeline(await downloadStream(client, bucket, key), openWithOwnerKey(ownerKey), createWriteStream(opened));
    const databaseFile = path.join(folder, DATABASE_ENTRY);
    const photosFolder = path.join(folder, "photos");
    await mkdir(photosFolder);
    const photos = new Map<string, string>();
    let sawDatabase = false;
    await readArchive(createReadStream(opened), async (name, content) => {
      const photo = photoNameOf(name);
      if (name === DATABASE_ENTRY) {
        sawDatabase = true;
        await pipeline(Readable.from(content), createWriteStream(databaseFile));
      } else if (photo) {
        const hash = createHash("sha256");
        await pipeline(
          Readable.from(content),
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              yield chunk;
            }
          },
          createWriteStream(path.join(photosFolder, photo)),
        );
        photos.set(photo, hash.digest("hex"));
      } else {
        throw new RestoreRefused(`The backup holds an entry ${JSON.stringify(name)} this shop does not know.`);
      }
    });
    await rm(opened);
    if (!sawDatabase) throw new RestoreRefused("The backup holds no database.");
    return { databaseFile, photosFolder, photos, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Puts the backup's photos into the upload folder; a photo already there is the same file (content-addressed names). */
export async function restorePhotos(opened: OpenedBackup, uploads: string): Promise<number> {
  await mkdir(uploads, { recursive: true });
  let written = 0;
  for (const name of opened.photos.keys()) {
    try {
      await copyFile(path.join(opened.photosFolder, name), path.join(uploads, name), 1 /* COPYFILE_EXCL */);
      written += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return written;
}

export interface OffsiteRestoreSummary extends RestoreSummary {
  photos: number;
}

/**
 * `npm run restore -- s3://bucket/key`: the database as the file restore loads it (an empty
 * database, or any with `force`), then the photos into `uploads`.
 */
export async function restoreOffsiteBackup(
  db: Db,
  source: { client: S3Client; bucket: string; key: string },
  ownerKey: string,
  uploads: string,
  options: { force?: boolean } = {},
): Promise<OffsiteRestoreSummary> {
  const opened = await openOffsiteBackup(source.client, source.bucket, source.key, ownerKey);
  try {
    const summary = await restoreBackup(db, opened.databaseFile, options);
    await restorePhotos(opened, uploads);
    return { ...summary, photos: opened.photos.size };
  } finally {
    await opened.discard();
  }
}
