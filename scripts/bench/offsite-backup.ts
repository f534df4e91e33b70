/**
 * `npm run bench:backup -- --offsite`: time and peak memory of one scheduled off-site backup
 * (lib/backup/offsite-backup: database backup and photos, archived, sealed and streamed to an
 * S3-compatible bucket in 8 MB parts) of the `seed:large` shop (BENCH_LARGE_DATA_DIR, default
 * .data/large, copied first so the shop is left as it was), with BENCH_OFFSITE_PHOTOS photo files
 * of 200 kB beside it (default 500). The database and the S3-compatible server (s3rver) run in
 * processes of their own, so the figures are the backup's alone. Fails when the peak RSS grows by
 * more than the stated bound.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { makeOffsiteBackup } from "../../lib/backup/offsite-backup";
import { createOwnerKeyPair } from "../../lib/backup/owner-key";
import { watchMemoryPeak } from "../lib/memory-peak";
import { startDatabaseProcess } from "../lib/shop-server";

const MB = 1024 * 1024;
/** The bound this bench holds the off-site backup to: RSS growth over the process before it. */
export const OFFSITE_RSS_BOUND_MB = 200;
const PHOTOS = Number(process.env.BENCH_OFFSITE_PHOTOS || 500);

async function startS3(folder: string): Promise<{ endpoint: string; child: ChildProcess }> {
  const script = `
    const S3rver = require("s3rver");
    new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: ${JSON.stringify(folder)}, configureBuckets: [{ name: "bench", configs: [] }] })
      .run().then((address) => console.log("listening " + address.port));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return { endpoint: `http://127.0.0.1:${port}`, child };
}

export async function benchOffsiteBackup(): Promise<void> {
  const source = path.resolve(process.env.BENCH_LARGE_DATA_DIR || ".data/large");
  const work = mkdtempSync(path.join(os.tmpdir(), "scents-bench-offsite-"));
  const copy = path.join(work, "db");
  cpSync(source, copy, { recursive: true });
  const uploads = path.join(work, "uploads");
  mkdirSync(uploads);
  for (let index = 0; index < PHOTOS; index += 1) writeFileSync(path.join(uploads, `${randomBytes(12).toString("hex")}-1600x2000-1200.avif`), randomBytes(200 * 1024));
  process.env.UPLOADS_DIR = uploads;
  const database = await startDatabaseProcess({ dataDir: copy });
  const s3 = await startS3(path.join(work, "s3"));
  try {
    await mongoose.connect(database.uri, { dbName: process.env.MONGODB_DB_NAME || undefined });
    const orders = await mongoose.connection.collection("orders").estimatedDocumentCount();
    const memory = watchMemoryPeak();
    const started = performance.now();
    const made = await makeOffsiteBackup(
      { endpoint: s3.endpoint, region: "us-east-1", bucket: "bench", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      createOwnerKeyPair().publicKey,
      new Date(),
    );
    const seconds = (performance.now() - started) / 1000;
    const { baseRss, peakRss, rssGrowth, heapGrowth } = memory.stop();
    const growth = rssGrowth / MB;
    console.log(
      `[bench:backup --offsite] ${orders.toLocaleString("en")} orders and ${made.photos} photos: ${seconds.toFixed(1)} s, ` +
        `${(made.bytes / MB).toFixed(1)} MB sealed in the bucket; peak RSS ${(peakRss / MB).toFixed(0)} MB ` +
        `(+${growth.toFixed(0)} MB over ${(baseRss / MB).toFixed(0)} MB before; bound +${OFFSITE_RSS_BOUND_MB} MB), heap +${(heapGrowth / MB).toFixed(0)} MB`,
    );
    if (growth > OFFSITE_RSS_BOUND_MB) throw new Error(`the off-site backup grew RSS by ${growth.toFixed(0)} MB, over its bound of ${OFFSITE_RSS_BOUND_MB} MB`);
  } finally {
    await mongoose.disconnect();
    s3.child.kill("SIGTERM");
    await database.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
