import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import mongoose from "mongoose";
import { NextRequest } from "next/server";
import { GET as backupRoute } from "@/app/api/admin/backup/route";
import { EJSON, type Db } from "@/lib/backup/format";
import { RestoreRefused, restoreBackup } from "@/lib/backup/restore-backup";
import { addIntegration } from "@/lib/integrations/integrations";
import { ensureStoreSettings } from "@/lib/settings/store-settings";
import { ActivityEvent } from "@/models/activity-event";
import { ContactMessage } from "@/models/contact-message";
import { LoginAttempt } from "@/models/login-attempt";
import { NewsletterSubscriber } from "@/models/newsletter-subscriber";
import { Product } from "@/models/product";
import { Promotion } from "@/models/promotion";
import { SITE_CONTENT_ID, SiteContent } from "@/models/site-content";
import { createTestOrder } from "../support/order-fixtures";
import { bearer, bearerWithKey, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();
jest.setTimeout(60_000);

const run = promisify(execFile);
let admin: TestUser;
let folder: string;
const targets: Db[] = [];

function freshDatabase(): Db {
  const db = mongoose.connection.getClient().db(`scents_restore_${new mongoose.Types.ObjectId().toString()}`);
  targets.push(db);
  return db;
}

function source(): Db {
  const db = mongoose.connection.db;
  if (!db) throw new Error("not connected");
  return db;
}

/** Every document of every collection, in _id order, as canonical Extended JSON, and every index. */
async function contents(db: Db): Promise<Record<string, { documents: string[]; indexes: string[] }>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name).sort();
  const result: Record<string, { documents: string[]; indexes: string[] }> = {};
  for (const name of names) {
    const documents = await db.collection(name).find().sort({ _id: 1 }).toArray();
    const indexes = (await db.collection(name).indexes()).map(({ v: _v, ns: _ns, ...index }) => EJSON.stringify(index, { relaxed: false })).sort();
    result[name] = { documents: documents.map((document) => EJSON.stringify(document, { relaxed: false })), indexes };
  }
  return result;
}

async function downloadBackup(headers: Record<string, string>): Promise<Response> {
  return backupRoute(new NextRequest("http://localhost/api/admin/backup", { headers }), { params: Promise.resolve({}) });
}

async function backupFile(headers?: Record<string, string>): Promise<string> {
  const response = await downloadBackup(headers ?? (await bearerWithKey(admin)));
  expect(response.status).toBe(200);
  const file = path.join(folder, `backup-${Date.now()}.ndjson.gz`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), "scents-backup-test-"));
  admin = await createTestUser({ role: "admin", backupCodes: ["SCENTS-00112233"] });
  await createTestUser({ role: "customer" });
  const product = await Product.create({ brand: "Maison Lagos", name: "Palm Wine", price: 42500.5, description: "Bright.", stock: 7, images: [{ url: "/products/a.svg" }] });
  for (let i = 0; i < 25; i += 1) await createTestOrder({ product: { id: product._id.toString(), quantity: 1 }, method: i % 2 ? "bank" : "card", state: i % 3 ? "unpaid" : "paid" });
  await ensureStoreSettings();
  await Promotion.create({ name: "Harmattan", code: "dry20", discount: 20, startDate: "2025-01-01", endDate: "2025-02-01" });
  await SiteContent.create({ _id: SITE_CONTENT_ID, bannerUrl: "/banner/hero.svg", description: "Saved content.", theme: "dark" });
  await ContactMessage.create({ name: "Ada", email: "ada@example.ng", message: "Do you stock 50 ml?", clientAddress: "203.0.113.9" });
  await NewsletterSubscriber.create({ email: "reader@example.ng" });
  await addIntegration({ type: "Email Marketing", name: "Mailchimp", apiKey: "mc-live-000111222333444" });
  await LoginAttempt.create({ email: admin.email, address: "203.0.113.1", kind: "admin", success: true, reason: "signed-in" });
  await ActivityEvent.create({ kind: "admin-login", message: "signed in" });
  // Types a JSON dump would flatten: they must come back exactly.
  await source().collection("oddities").insertOne({
    int: new mongoose.mongo.BSON.Int32(7),
    double: new mongoose.mongo.BSON.Double(7),
    long: mongoose.mongo.BSON.Long.fromString("9007199254740993"),
    decimal: mongoose.mongo.BSON.Decimal128.fromString("12345.6789"),
    binary: new mongoose.mongo.BSON.Binary(Buffer.from([0, 1, 2, 255])),
    when: new Date("2025-03-04T05:06:07.089Z"),
    nothing: null,
    nested: [{ deep: ["a", 1, { deeper: true }] }],
    text: "line one\nline two \u2028 and \"quotes\"",
  });
});

afterEach(async () => {
  for (const db of targets.splice(0)) await db.dropDatabase();
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("GET /api/admin/backup", () => {
  it("refuses anonymous, customer and forged callers", async () => {
    const customer = await createTestUser({ role: "customer" });
    expect((await downloadBackup({})).status).toBe(401);
    expect((await downloadBackup(await bearer(customer))).status).toBe(403);
    expect((await downloadBackup(await bearer(admin, { secret: "forged" }))).status).toBe(401);
  });

  it("answers a gzip'd attachment holding every collection, users with their hashes and integrations encrypted", async () => {
    const response = await downloadBackup(await bearerWithKey(admin));
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="scents-backup-[\dT-]+Z\.ndjson\.gz"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    const lines = text.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ format: "scents-backup", version: { $numberInt: "1" } });
    expect(lines.at(-1)).toMatchObject({ complete: true });
    const collections = lines.filter((line) => typeof line.collection === "string").map((line) => line.collection);
    expect(collections).toEqual(
      expect.arrayContaining(["activityevents", "contactmessages", "integrations", "loginattempts", "newslettersubscribers", "orders", "products", "promotions", "sitecontents", "storesettings", "users", "oddities"]),
    );
    expect(text).toMatch(/"passwordHash":"\$2[aby]\$/);
    expect(text).toContain("apiKeyEncrypted");
    expect(text).not.toContain("mc-live-000111222333444");
  });
});

describe("restore", () => {
  it("round trip: a backup restored into an empty database equals the shop, document for document and index for index", async () => {
    // The key is given before the shop is read: a step-up is a record in the database too.
    const headers = await bearerWithKey(admin);
    const before = await contents(source());
    const file = await backupFile(headers);
    const target = freshDatabase();
    const summary = await restoreBackup(target, file);
    const orders = summary.collections.find((collection) => collection.name === "orders");
    expect(orders?.documents).toBe(25);
    const after = await contents(target);
    // The backup itself is an event recorded before it was read, so it is in the copy too.
    const { activityevents: copiedEvents, ...copied } = after;
    const { activityevents: _events, ...original } = before;
    expect(copied).toEqual(original);
    expect(copiedEvents?.documents.some((event) => event.includes("downloaded a backup"))).toBe(true);
    expect(after.oddities?.documents[0]).toContain('"$numberDecimal":"12345.6789"');
    expect(after.oddities?.documents[0]).toContain('"long":{"$numberLong":"9007199254740993"}');
  });

  it("restores a backup made before sizes with each product sold in one size, its stock intact", async () => {
    const stored = await Product.collection.find({}, { projection: { sizes: 1 } }).toArray();
    await Product.collection.updateMany({}, { $unset: { sizes: 1 } });
    try {
      const file = await backupFile();
      const target = freshDatabase();
      await restoreBackup(target, file);
      const products = await target.collection("products").find().toArray();
      expect(products.map((product) => ({ stock: product.stock, sizes: (product.sizes as { price: number; stock: number }[]).map(({ price, stock }) => ({ price, stock })) }))).toEqual(
        products.map((product) => ({ stock: product.stock, sizes: [{ price: product.price, stock: product.stock }] })),
      );
    } finally {
      for (const product of stored) await Product.collection.updateOne({ _id: product._id }, { $set: { sizes: product.sizes } });
    }
  });

  it("refuses a database that has data, changing nothing, and replaces everything in it with --force", async () => {
    const file = await backupFile();
    const target = freshDatabase();
    await target.collection("orders").insertOne({ orderNumber: "ORD-FROMELSEWHER" });
    await target.collection("leftovers").insertOne({ keep: "me?" });
    const before = await contents(target);
    await expect(restoreBackup(target, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(target, file)).rejects.toThrow(/is not empty \(leftovers: 1, orders: 1\).*--force/);
    expect(await contents(target)).toEqual(before);

    await restoreBackup(target, file, { force: true });
    const restored = await contents(target);
    expect(restored.leftovers).toBeUndefined();
    expect(restored.orders?.documents.some((order) => order.includes("ORD-FROMELSEWHER"))).toBe(false);
    expect(restored.orders?.documents).toHaveLength(25);
  });

  it("treats collections with no documents as empty", async () => {
    const file = await backupFile();
    const target = freshDatabase();
    await target.createCollection("orders");
    await target.collection("orders").createIndex({ email: 1 }, { name: "made-up" });
    await restoreBackup(target, file);
    expect((await target.collection("orders").indexes()).map((index) => index.name)).not.toContain("made-up");
  });

  it("refuses a damaged, truncated or foreign file before touching the database, even with --force", async () => {
    const good = gunzipSync(readFileSync(await backupFile())).toString("utf8");
    const lines = good.trim().split("\n");
    const firstDocument = lines.findIndex((line) => line.startsWith('{"d":'));
    const damaged: Record<string, Buffer> = {
      "cut short": gzipSync(lines.slice(0, -1).join("\n")),
      "a document missing": gzipSync(lines.filter((_line, index) => index !== firstDocument).join("\n")),
      "not JSON": gzipSync(`${lines[0]}\nnot json at all\n`),
      "not gzip": Buffer.from(good),
      "another format": gzipSync('{"format":"other-backup","version":1}\n'),
    };
    const target = freshDatabase();
    await target.collection("orders").insertOne({ orderNumber: "ORD-STAYSHERE01" });
    const before = await contents(target);
    for (const [why, bytes] of Object.entries(damaged)) {
      const file = path.join(folder, `${why.replace(/\s/g, "-")}.gz`);
      writeFileSync(file, bytes);
      await expect(restoreBackup(target, file, { force: true }).then(() => `${why}: restored`)).rejects.toThrow(RestoreRefused);
    }
    expect(await contents(target)).toEqual(before);
  });

  it("npm run restore: the script refuses a database with data (exit 1) and restores with --force (exit 0)", async () => {
    const file = await backupFile();
    const target = freshDatabase();
    await target.collection("orders").insertOne({ orderNumber: "ORD-SCRIPTTEST01" });
    const env = { ...process.env, MONGODB_DB_NAME: target.databaseName };
    const script = ["--conditions=react-server", "scripts/restore.ts", file];
    const tsx = path.join(process.cwd(), "node_modules/.bin/tsx");
    await expect(run(tsx, script, { env })).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/is not empty.*--force/) });
    const { stdout } = await run(tsx, [...script, "--force"], { env });
    expect(stdout).toMatch(/restored \d+ documents in \d+ collections/);
    expect(await target.collection("orders").countDocuments()).toBe(25);
    await expect(run(tsx, ["--conditions=react-server", "scripts/restore.ts"], { env })).rejects.toMatchObject({ code: 2 });
  });
});
