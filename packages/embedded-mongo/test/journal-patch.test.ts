/**
 * An update's journal record holds what it changed, not the whole document: a drop's order
 * changes a 50 KB product's stock, holds and moves. Replayed after kill -9, or twice over a
 * snapshot that already holds it (a crash between a compaction's rename and the journal's
 * truncation), it gives the document byte for byte.
 */
import fs from "node:fs";
import path from "node:path";
import { BSON, Double, ObjectId } from "bson";
import { MongoClient } from "mongodb";
import { startEmbeddedMongo } from "../src";
import { applyPatch, patchOf } from "../src/storage/patch";
import { spawnChildEngine, tempDir } from "./helpers";
import { random } from "./random";

jest.setTimeout(60_000);

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function dataFolder(prefix: string): string {
  const folder = tempDir(prefix);
  folders.push(folder);
  return folder;
}

const bytes = (doc: object) => BSON.serialize(doc);

test("a patch applied to the version it was made from gives the new version byte for byte, or the whole document is kept", () => {
  const next = random(50);
  const value = () => [1, "x".repeat(Math.floor(next() * 30)), new Double(2), { a: [1, 2] }, null, new Date(0), [next()]][Math.floor(next() * 7)];
  let patched = 0;
  for (let round = 0; round < 600; round++) {
    const was: Record<string, unknown> = { _id: round };
    for (let i = 0; i < 8; i++) if (next() < 0.7) was[`f${i}`] = value();
    was.description = "d".repeat(400);
    const now: Record<string, unknown> = { ...was };
    const change = next();
    if (change < 0.5) now[`f${Math.floor(next() * 10)}`] = value();
    else if (change < 0.7) delete now[`f${Math.floor(next() * 8)}`];
    else if (change < 0.85) {
      // Reordered: a patch cannot say it, so the whole document is recorded.
      const { _id, ...rest } = now;
      Object.assign(now, Object.fromEntries(Object.entries({ _id, ...rest }).reverse()));
    } else now.description = "e".repeat(400);
    const patch = patchOf(bytes(was), bytes(now));
    if (patch) {
      patched++;
      expect(Buffer.compare(applyPatch(bytes(was), patch.set, patch.unset), bytes(now))).toBe(0);
    }
  }
  // Most changes are small ones; only the reordered and the big ones are left whole.
  expect(patched).toBeGreaterThan(300);
  expect(patchOf(bytes({ _id: 1, a: "x".repeat(100) }), bytes({ _id: 1, a: "y".repeat(100) }))).toBeNull();
});

function product() {
  return { _id: new ObjectId(), name: "Midnight Oud", description: "A warm oud over smoked vanilla. ".repeat(1_600), stock: 500, holds: [] as unknown[] };
}

async function order(client: MongoClient, id: ObjectId, n: number) {
  await client
    .db("shop")
    .collection<{ _id: ObjectId; stock: number; holds: { order: string; quantity: number }[] }>("products")
    .updateOne({ _id: id, stock: { $gte: 1 } }, { $inc: { stock: -1 }, $push: { holds: { order: `ORD-${n}`, quantity: 1 } }, $set: { [`touched${n % 3}`]: n } });
}

/** The product as an engine started on the folder reads it. */
async function productOnRestart(dir: string, id: ObjectId): Promise<unknown> {
  const engine = await startEmbeddedMongo({ dataDir: dir });
  const client = new MongoClient(engine.uri);
  try {
    await client.connect();
    return await client.db("shop").collection("products").findOne({ _id: id });
  } finally {
    await client.close();
    await engine.stop();
  }
}

test("an order's record on a 50 KB product is under 1 KB, and the product reads back the same after kill -9", async () => {
  const dir = dataFolder("engine-patch");
  const doc = product();
  const child = await spawnChildEngine(dir);
  let before: unknown;
  const journal = path.join(dir, "journal.bin");
  const client = new MongoClient(child.uri);
  try {
    await client.connect();
    await client.db("shop").collection("products").insertOne(doc);
    const start = fs.statSync(journal).size;
    for (let n = 0; n < 40; n++) await order(client, doc._id, n);
    await client.db("shop").collection("products").updateOne({ _id: doc._id }, { $unset: { touched1: "" } });
    expect((fs.statSync(journal).size - start) / 41).toBeLessThan(1_024);
    before = await client.db("shop").collection("products").findOne({ _id: doc._id });
  } finally {
    await client.close();
  }
  await child.kill9();
  const after = await productOnRestart(dir, doc._id);
  expect(BSON.serialize(after as object)).toEqual(BSON.serialize(before as object));
  expect((after as unknown as { holds: unknown[] }).holds).toHaveLength(40);
  expect(Object.keys(after as object)).toEqual(["_id", "name", "description", "stock", "holds", "touched0", "touched2"]);
});

test("a journal replayed over a snapshot that already holds its writes gives the same documents", async () => {
  const dir = dataFolder("engine-patch-twice");
  const doc = product();
  const engine = await startEmbeddedMongo({ dataDir: dir });
  let expected: unknown;
  const journal = path.join(dir, "journal.bin");
  let journalCopy: Buffer;
  try {
    const client = new MongoClient(engine.uri);
    await client.connect();
    const products = client.db("shop").collection("products");
    await products.insertOne(doc);
    for (let n = 0; n < 12; n++) {
      await order(client, doc._id, n);
      if (n % 4 === 1) await products.updateOne({ _id: doc._id }, { $unset: { [`touched${n % 3}`]: "" } });
    }
    expected = await products.findOne({ _id: doc._id });
    await client.close();
    journalCopy = fs.readFileSync(journal);
  } finally {
    // A clean stop writes the snapshot and empties the journal.
    await engine.stop();
  }
  expect(fs.statSync(journal).size).toBe(0);
  // As if the engine had died after the snapshot's rename, before the journal was emptied.
  fs.writeFileSync(journal, journalCopy);
  expect(BSON.serialize((await productOnRestart(dir, doc._id)) as object)).toEqual(BSON.serialize(expected as object));
});
