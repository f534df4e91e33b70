import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import mongoose from "mongoose";
import { bucketClient, listKeys } from "@/lib/backup/bucket";
import { runDueBackup } from "@/lib/backup/offsite-backup";
import { openOffsiteBackup, restoreOffsiteBackup } from "@/lib/backup/offsite-restore";
import { makeBackupKey, offsiteBackupFailure, offsiteBackupView, requestBackupNow, saveOffsiteSettings } from "@/lib/backup/offsite-settings";
import { checkBackupFile } from "@/lib/backup/restore-backup";
import { backupsToKeep, OFFSITE_PREFIX, offsiteKey } from "@/lib/backup/retention";
import type { Db } from "@/lib/backup/format";
import { MailMessage } from "@/models/mail-message";
import { OffsiteBackup } from "@/models/offsite-backup";
import { Order } from "@/models/order";
import { createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder } from "../support/order-fixtures";
import { TestS3Server } from "../support/s3-server";

setupTestDatabase();
jest.setTimeout(120_000);

const s3 = new TestS3Server();
let uploads: string;
let ownerKey: string;
let owner: string;
const scratch: Db[] = [];
const HOUR = 60 * 60 * 1000;
// 02:00 in Lagos on 27 November 2026 is 01:00 UTC.
const DUE = new Date("2026-11-27T01:00:00.000Z");

const client = () => bucketClient(s3.access());
const storedBackups = async () => (await listKeys(client(), s3.bucket, OFFSITE_PREFIX)).sort();
const at = (time: Date) => () => time;

function freshDatabase(): Db {
  const db = mongoose.connection.getClient().db(`scents_offsite_${new mongoose.Types.ObjectId().toString()}`);
  scratch.push(db);
  return db;
}

beforeAll(async () => {
  await s3.start();
  uploads = mkdtempSync(path.join(os.tmpdir(), "scents-offsite-uploads-"));
  process.env.UPLOADS_DIR = uploads;
  for (let index = 0; index < 5; index += 1) writeFileSync(path.join(uploads, `0123456789abcdef0123456${index}-800x1000-640.avif`), Buffer.from(`photo ${index} `.repeat(2000 + index)));
  owner = (await createTestUser({ role: "admin" })).email;
  await createTestUser({ role: "customer" });
  const product = await createProduct({ stock: 100 });
  for (let index = 0; index < 12; index += 1) await createTestOrder({ product: { id: product._id, quantity: 1 }, method: index % 2 ? "bank" : "card", state: index % 3 ? "unpaid" : "paid" });
  await saveOffsiteSettings({ ...s3.access(), timeOfDay: "02:00" }, new Date(DUE.getTime() - 10 * HOUR));
  ownerKey = (await makeBackupKey()).ownerKey;
});

afterEach(async () => {
  for (const db of scratch.splice(0)) await db.dropDatabase();
});

afterAll(async () => {
  await s3.dispose();
  rmSync(uploads, { recursive: true, force: true });
});

describe("scheduled off-site backups", () => {
  it("waits for its time of day, then uploads one sealed backup of every collection and photo and schedules the next day's", async () => {
    expect(await runDueBackup({ now: at(new Date(DUE.getTime() - 1000)) })).toEqual({ outcome: "not-due" });
    const run = await runDueBackup({ now: at(DUE) });
    expect(run).toMatchObject({ outcome: "backed-up", made: { key: offsiteKey(DUE), photos: 5 } });
    expect(await storedBackups()).toEqual([offsiteKey(DUE)]);

    const view = await offsiteBackupView(DUE);
    expect(view.last).toMatchObject({ key: offsiteKey(DUE), photos: 5 });
    expect(view.last?.bytes).toBeGreaterThan(30_000);
    expect(view.nextRunAt).toBe(new Date(DUE.getTime() + 24 * HOUR).toISOString());
    expect(view.failure).toBeNull();

    // Sealed: neither an order number nor a photo's bytes can be read in the bucket.
    const stored = readdirSync(s3.folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.includes("._S3rver_object") === false);
    const raw = Buffer.concat(stored.map((entry) => readFileSync(path.join(entry.parentPath, entry.name))));
    const anOrder = await Order.findOne().lean();
    expect(raw.includes(Buffer.from(anOrder?.orderNumber ?? "missing"))).toBe(false);
    expect(raw.includes(Buffer.from("photo 1 photo 1"))).toBe(false);

    const opened = await openOffsiteBackup(client(), s3.bucket, offsiteKey(DUE), ownerKey);
    try {
      const summary = await checkBackupFile(opened.databaseFile);
      expect(summary.collections.find((collection) => collection.name === "orders")?.documents).toBe(12);
      expect([...opened.photos.keys()]).toEqual(readdirSync(uploads).sort());
    } finally {
      await opened.discard();
    }
  });

  it("two instances asking at once back up once", async () => {
    const now = new Date(DUE.getTime() + 24 * HOUR);
    const before = await storedBackups();
    const runs = await Promise.all([runDueBackup({ now: at(now), holder: "instance-a" }), runDueBackup({ now: at(now), holder: "instance-b" })]);
    expect(runs.map((run) => run.outcome).sort()).toEqual(["backed-up", "not-due"]);
    expect(await storedBackups()).toEqual([...before, offsiteKey(now)].sort());
  });

  it("an instance that died mid-backup loses its lease, and another takes the backup over", async () => {
    const now = new Date(DUE.getTime() + 48 * HOUR);
    await OffsiteBackup.updateOne({}, { $set: { lease: { holder: "dead-instance", until: new Date(now.getTime() + 60_000) } } });
    expect(await runDueBackup({ now: at(now), holder: "instance-b" })).toEqual({ outcome: "not-due" });
    const later = new Date(now.getTime() + 61_000);
    expect(await runDueBackup({ now: at(later), holder: "instance-b" })).toMatchObject({ outcome: "backed-up" });
  });

  it("keeps 7 daily, 4 weekly and 12 monthly backups and deletes the rest, touching nothing else in the bucket", async () => {
    const s3Client = client();
    const now = new Date(DUE.getTime() + 72 * HOUR);
    // Every day of the month before, then every fifth day back over a year.
    const days = Array.from({ length: 400 }, (_, day) => day + 4).filter((day) => day <= 30 || day % 5 === 0);
    const older = days.map((day) => offsiteKey(new Date(now.getTime() - day * 24 * HOUR)));
    for (const key of [...older, "scents-backups/notes.txt", "other/keep-me.txt"]) await s3Client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: "x" }));
    const everything = await storedBackups();
    const run = await runDueBackup({ now: at(now) });
    expect(run.outcome).toBe("backed-up");
    const kept = await storedBackups();
    const expected = [...backupsToKeep([...everything, offsiteKey(now)])].sort();
    expect(kept).toEqual([...expected, "scents-backups/notes.txt"].sort());
    expect(kept.filter((key) => key.endsWith(".sealed"))).toHaveLength(7 + 2 + 11);
    expect(await listKeys(s3Client, s3.bucket, "other/")).toEqual(["other/keep-me.txt"]);
  });

  it("a failed upload is recorded, alerts the owner by e-mail once that day and on the dashboard, and is retried within the hour", async () => {
    const now = new Date(DUE.getTime() + 96 * HOUR);
    await s3.stop();
    let failure;
    try {
      failure = await runDueBackup({ now: at(now) });
      expect(await runDueBackup({ now: at(new Date(now.getTime() + HOUR)) })).toMatchObject({ outcome: "failed" });
    } finally {
      await s3.start();
    }
    expect(failure).toMatchObject({ outcome: "failed" });
    const view = await offsiteBackupView(now);
    expect(view.nextRunAt).toBe(new Date(now.getTime() + 2 * HOUR).toISOString());
    expect(await offsiteBackupFailure()).toMatchObject({ since: now.toISOString() });
    const alerts = await MailMessage.find({ kind: "owner-backup-failed" }).lean();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ to: owner, key: `offsite-backup:failed:2026-12-01` });

    expect(await runDueBackup({ now: at(new Date(now.getTime() + HOUR)) })).toEqual({ outcome: "not-due" });
    const retry = new Date(now.getTime() + 2 * HOUR);
    expect(await runDueBackup({ now: at(retry) })).toMatchObject({ outcome: "backed-up", made: { key: offsiteKey(retry) } });
    expect(await offsiteBackupFailure()).toBeNull();
    expect((await offsiteBackupView(retry)).nextRunAt).toBe(new Date(DUE.getTime() + 120 * HOUR).toISOString());
  });

  it("'Back up now' makes it due at once", async () => {
    const now = new Date(DUE.getTime() + 100 * HOUR);
    expect(await runDueBackup({ now: at(now) })).toEqual({ outcome: "not-due" });
    await requestBackupNow(now);
    expect(await runDueBackup({ now: at(now) })).toMatchObject({ outcome: "backed-up" });
  });
});

describe("restore from the bucket", () => {
  it("brings back every order, customer and photo into an empty database and upload folder", async () => {
    const [newest] = (await storedBackups()).filter((key) => key.endsWith(".sealed")).reverse();
    if (!newest) throw new Error("no backup");
    const target = freshDatabase();
    const restoredUploads = path.join(mkdtempSync(path.join(os.tmpdir(), "scents-restored-")), "uploads");
    mkdirSync(restoredUploads);
    try {
      const summary = await restoreOffsiteBackup(target, { client: client(), bucket: s3.bucket, key: newest }, ownerKey, restoredUploads);
      expect(summary.photos).toBe(5);
      const orders = await Order.find().sort({ _id: 1 }).lean();
      const restored = await target.collection("orders").find().sort({ _id: 1 }).toArray();
      expect(restored.map((order) => order.orderNumber)).toEqual(orders.map((order) => order.orderNumber));
      expect(await target.collection("users").countDocuments()).toBe(await mongoose.connection.collection("users").countDocuments());
      for (const name of readdirSync(uploads)) expect(readFileSync(path.join(restoredUploads, name))).toEqual(readFileSync(path.join(uploads, name)));
    } finally {
      rmSync(path.dirname(restoredUploads), { recursive: true, force: true });
    }
  });

  it("refuses a wrong key before touching the database", async () => {
    const [newest] = (await storedBackups()).filter((key) => key.endsWith(".sealed")).reverse();
    if (!newest) throw new Error("no backup");
    const target = freshDatabase();
    await target.collection("orders").insertOne({ orderNumber: "ORD-STAYSHERE01" });
    const { ownerKey: wrong } = await makeBackupKey();
    await expect(restoreOffsiteBackup(target, { client: client(), bucket: s3.bucket, key: newest }, wrong, uploads, { force: true })).rejects.toThrow(/sealed with backup key/);
    expect(await target.collection("orders").countDocuments()).toBe(1);
  });
});
