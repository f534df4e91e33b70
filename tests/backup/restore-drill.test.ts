import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import mongoose from "mongoose";
import { startEmbeddedMongo, type EmbeddedMongo } from "embedded-mongo";
import { runDueBackup } from "@/lib/backup/offsite-backup";
import { makeBackupKey, saveOffsiteSettings } from "@/lib/backup/offsite-settings";
import { createOwnerKeyPair } from "@/lib/backup/owner-key";
import { connectToDatabase } from "@/lib/db/connect";
import { Order } from "@/models/order";
import { User } from "@/models/user";
import { createTestUser } from "../support/auth";
import { createProduct, createTestOrder } from "../support/order-fixtures";
import { TestS3Server } from "../support/s3-server";

jest.setTimeout(180_000);

/**
 * The restore drill, as a shop would live it: orders are placed, the scheduled backup runs, the
 * server's data folder (database and photos) is lost, and the shop is restored on an empty one
 * from the bucket with `npm run restore -- s3://…` and the owner's key; then `npm run
 * backup:verify` finds the restored shop equal to the newest backup.
 */
const run = promisify(execFile);
const tsx = path.join(process.cwd(), "node_modules/.bin/tsx");
const DATABASE = "scents_drill";
const DUE = new Date("2026-11-27T01:00:00.000Z");

const s3 = new TestS3Server("drill-backups");
let folder: string;
let data: string;
let engine: EmbeddedMongo | null = null;

const startEngine = async () => {
  engine = await startEmbeddedMongo({ dataDir: path.join(data, "db") });
  return engine.uri;
};

function commandEnv(uri: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    MONGODB_URI: uri,
    MONGODB_DB_NAME: DATABASE,
    UPLOADS_DIR: path.join(data, "uploads"),
    BACKUP_S3_ENDPOINT: s3.endpoint,
    BACKUP_S3_REGION: "us-east-1",
    BACKUP_S3_ACCESS_KEY_ID: "S3RVER",
    BACKUP_S3_SECRET_ACCESS_KEY: "S3RVER",
    ...extra,
  };
}

beforeAll(async () => {
  await s3.start();
  folder = mkdtempSync(path.join(os.tmpdir(), "scents-drill-"));
  data = path.join(folder, "data");
  process.env.MONGODB_URI = await startEngine();
  process.env.MONGODB_DB_NAME = DATABASE;
  process.env.UPLOADS_DIR = path.join(data, "uploads");
});

afterAll(async () => {
  await mongoose.disconnect();
  await engine?.stop();
  await s3.dispose();
  rmSync(folder, { recursive: true, force: true });
});

it("orders placed, backed up on schedule, data folder lost, restored from the bucket with the owner's key: every order, customer and photo is back", async () => {
  await connectToDatabase();
  await createTestUser({ role: "admin" });
  const customers = await Promise.all([1, 2, 3].map(() => createTestUser({ role: "customer" })));
  const product = await createProduct({ stock: 100 });
  for (let index = 0; index < 21; index += 1) {
    await createTestOrder({ email: customers[index % 3]?.email, product: { id: product._id, quantity: 1 }, method: index % 2 ? "bank" : "card", state: index % 3 ? "unpaid" : "paid" });
  }
  const uploads = path.join(data, "uploads");
  mkdirSync(uploads, { recursive: true });
  for (let index = 0; index < 4; index += 1) writeFileSync(path.join(uploads, `abcdefabcdefabcdefabcde${index}-1600x2000-640.webp`), Buffer.from(`webp ${index} `.repeat(500)));

  await saveOffsiteSettings({ ...s3.access(), timeOfDay: "02:00" }, new Date(DUE.getTime() - 60 * 60 * 1000));
  const { ownerKey } = await makeBackupKey();
  const backup = await runDueBackup({ now: () => DUE });
  if (backup.outcome !== "backed-up") throw new Error(`backup ${backup.outcome}`);

  const orders = (await Order.find().sort({ orderNumber: 1 }).lean()).map(({ orderNumber, email, totalPrice, payment }) => ({ orderNumber, email, totalPrice, state: payment.state }));
  const users = (await User.find().sort({ email: 1 }).lean()).map(({ email, role, passwordHash }) => ({ email, role, passwordHash }));
  const photos = Object.fromEntries(readdirSync(uploads).map((name) => [name, readFileSync(path.join(uploads, name))]));
  expect(orders).toHaveLength(21);

  // The server's disk is lost.
  await mongoose.disconnect();
  await engine?.stop();
  rmSync(data, { recursive: true, force: true });

  const uri = await startEngine();
  const url = `s3://${s3.bucket}/${backup.made.key}`;
  const restore = ["--conditions=react-server", "scripts/restore.ts", url];
  await expect(run(tsx, restore, { env: commandEnv(uri) })).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/BACKUP_KEY/) });
  await expect(run(tsx, restore, { env: commandEnv(uri, { BACKUP_KEY: createOwnerKeyPair().ownerKey }) })).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/sealed with backup key/) });
  const { stdout } = await run(tsx, restore, { env: commandEnv(uri, { BACKUP_KEY: ownerKey }) });
  expect(stdout).toMatch(/4 photos restored/);
  expect(stdout).toMatch(/restored \d+ documents/);

  const client = await mongoose.mongo.MongoClient.connect(uri);
  try {
    const db = client.db(DATABASE);
    const restoredOrders = (await db.collection("orders").find().sort({ orderNumber: 1 }).toArray()).map(({ orderNumber, email, totalPrice, payment }) => ({ orderNumber, email, totalPrice, state: payment.state }));
    expect(restoredOrders).toEqual(orders);
    const restoredUsers = (await db.collection("users").find().sort({ email: 1 }).toArray()).map(({ email, role, passwordHash }) => ({ email, role, passwordHash }));
    expect(restoredUsers).toEqual(users);
  } finally {
    await client.close();
  }
  for (const [name, bytes] of Object.entries(photos)) expect(readFileSync(path.join(uploads, name))).toEqual(bytes);

  // The verify finds the bucket in the restored shop's own settings.
  const { BACKUP_S3_ACCESS_KEY_ID: _id, BACKUP_S3_SECRET_ACCESS_KEY: _secret, ...verifyEnv } = commandEnv(uri, { BACKUP_KEY: ownerKey });
  const verified = await run(tsx, ["--conditions=react-server", "scripts/backup-verify.ts"], { env: verifyEnv }).catch((error: { stdout: string }) => {
    throw new Error(`backup:verify failed:\n${error.stdout}`);
  });
  expect(verified.stdout).toContain("the backup restores and matches the live shop");

  // What changed since the backup is named.
  const changed = await mongoose.mongo.MongoClient.connect(uri);
  try {
    await changed.db(DATABASE).collection("orders").updateOne({ orderNumber: orders[0]?.orderNumber }, { $set: { totalPrice: 1 } });
  } finally {
    await changed.close();
  }
  const [lost, ...kept] = Object.keys(photos);
  rmSync(path.join(uploads, lost ?? "none"));
  writeFileSync(path.join(uploads, `${kept[0]?.slice(0, 23)}9-1600x2000-320.webp`), "uploaded since");
  const differing = await run(tsx, ["--conditions=react-server", "scripts/backup-verify.ts"], { env: verifyEnv }).then(
    () => ({ code: 0, stdout: "" }),
    (error: { code: number; stdout: string }) => error,
  );
  expect(differing.code).toBe(1);
  expect(differing.stdout).toContain("differs: orders: 21 documents each, but their contents differ");
  expect(differing.stdout).toContain(`differs: photo ${lost}: only in the backup`);
  expect(differing.stdout).toMatch(/differs: photo \w+-1600x2000-320\.webp: not in the backup/);
});
