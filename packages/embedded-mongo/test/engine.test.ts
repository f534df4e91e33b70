/**
 * Engine-specific behaviour (durability, lock file, TTL, wire robustness). These start their
 * own engine instances, so they run regardless of what MONGODB_URI points at.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { Binary, BSON, UUID } from "bson";
import { MongoClient } from "mongodb";
import { startEmbeddedMongo, type EmbeddedMongo } from "../src";
import { frameRecord, readRecordsFile, scanRecords } from "../src/storage/records";
import { spawnChildEngine, tempDir } from "./helpers";

async function withClient<T>(uri: string, fn: (c: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

test("data survives a restart", async () => {
  const dir = tempDir("engine-restart");
  const first = await startEmbeddedMongo({ dataDir: dir });
  await withClient(first.uri, async (c) => {
    await c.db("shop").collection("products").createIndex({ sku: 1 }, { unique: true });
    await c.db("shop").collection("products").insertMany([{ sku: "a", n: 1 }, { sku: "b", n: 2 }]);
    await c.db("shop").collection("products").updateOne({ sku: "a" }, { $set: { n: 10 } });
    await c.db("shop").collection("products").deleteOne({ sku: "b" });
  });
  await first.stop();
  const second = await startEmbeddedMongo({ dataDir: dir });
  try {
    await withClient(second.uri, async (c) => {
      const docs = await c.db("shop").collection("products").find({}, { projection: { _id: 0 } }).toArray();
      expect(docs).toEqual([{ sku: "a", n: 10 }]);
      await expect(c.db("shop").collection("products").insertOne({ sku: "a" })).rejects.toMatchObject({ code: 11000 });
    });
  } finally {
    await second.stop();
  }
});

test("a collection's collation and a collated unique index survive kill -9 (journal) and a clean restart (snapshot)", async () => {
  const dir = tempDir("engine-collation");
  const { uri, kill9 } = await spawnChildEngine(dir);
  await withClient(uri, async (c) => {
    await c.db("shop").createCollection("customers", { collation: { locale: "en", strength: 2 } });
    await c.db("shop").collection("customers").createIndex({ email: 1 }, { unique: true });
    await c.db("shop").collection("customers").insertOne({ email: "Ada@Shop.ng" });
  });
  await kill9();
  for (let round = 0; round < 2; round++) {
    const engine = await startEmbeddedMongo({ dataDir: dir });
    try {
      await withClient(engine.uri, async (c) => {
        const customers = c.db("shop").collection("customers");
        await expect(customers.insertOne({ email: "ada@shop.NG" })).rejects.toMatchObject({ code: 11000 });
        expect(await customers.countDocuments({ email: "ADA@SHOP.NG" })).toBe(1);
      });
    } finally {
      await engine.stop();
    }
  }
});

test("a validator set by collMod survives kill -9 (journal) and a clean restart (snapshot)", async () => {
  const dir = tempDir("engine-collmod");
  const { uri, kill9 } = await spawnChildEngine(dir);
  await withClient(uri, async (c) => {
    await c.db("shop").createCollection("stock");
    await c.db("shop").command({ collMod: "stock", validator: { qty: { $gte: 0 } } });
  });
  await kill9();
  for (let round = 0; round < 2; round++) {
    const engine = await startEmbeddedMongo({ dataDir: dir });
    try {
      await withClient(engine.uri, async (c) => {
        await expect(c.db("shop").collection("stock").insertOne({ qty: -1 })).rejects.toMatchObject({ code: 121 });
      });
    } finally {
      await engine.stop();
    }
  }
});

test("records are decoded from copies: a binary value read from the snapshot does not keep the whole file in memory", () => {
  const data = Buffer.concat([
    frameRecord({ o: "mkcoll", db: "shop", c: "products", opts: {}, uuid: new UUID().toBinary() }),
    frameRecord({ o: "put", db: "shop", c: "products", d: { _id: 1, photo: new Binary(Buffer.alloc(64, 7)) } }),
  ]);
  const { ops } = scanRecords(data);
  const uuid = ops[0]?.uuid as Binary;
  const photo = (ops[1]?.d as { photo: Binary }).photo;
  for (const value of [uuid, photo]) {
    expect(value.buffer.buffer).not.toBe(data.buffer);
    expect(value.buffer.buffer.byteLength).toBeLessThan(data.length);
  }
  expect(Buffer.from(photo.buffer)).toEqual(Buffer.alloc(64, 7));
});

test("a snapshot is read a chunk at a time: every record in order, one larger than a chunk too, and a torn tail left out", () => {
  const dir = tempDir("engine-chunks");
  const file = path.join(dir, "snapshot.bin");
  const ops = Array.from({ length: 20 }, (_, i) => ({ o: "put", db: "shop", c: "orders", d: { _id: i, note: "x".repeat(i === 7 ? 500 : i) } }));
  const whole = Buffer.concat(ops.map(frameRecord));
  const torn = frameRecord({ o: "put", db: "shop", c: "orders", d: { _id: 99 } }).subarray(0, 9);
  fs.writeFileSync(file, Buffer.concat([whole, torn]));
  const read: unknown[] = [];
  expect(readRecordsFile(file, (op) => read.push(op), 64)).toEqual({ validLength: whole.length, length: whole.length + torn.length });
  expect(read).toEqual(ops);
});

test("an insert acknowledged just before kill -9 is there after restart", async () => {
  const dir = tempDir("engine-kill");
  const { uri, kill9 } = await spawnChildEngine(dir);
  await withClient(uri, async (c) => {
    await c.db("shop").collection("orders").insertOne({ ref: "ORD-KILL9", total: 5 });
  });
  await kill9();
  // The dead child's lock is stale and must be taken over.
  const engine = await startEmbeddedMongo({ dataDir: dir });
  try {
    await withClient(engine.uri, async (c) => {
      expect(await c.db("shop").collection("orders").findOne({ ref: "ORD-KILL9" }, { projection: { _id: 0 } })).toEqual({
        ref: "ORD-KILL9",
        total: 5,
      });
    });
  } finally {
    await engine.stop();
  }
});

test("a torn final journal record is ignored on restart", async () => {
  const dir = tempDir("engine-torn");
  const child = await spawnChildEngine(dir);
  await withClient(child.uri, async (c) => {
    await c.db("shop").collection("t").insertMany([{ i: 1 }, { i: 2 }]);
  });
  await child.kill9();
  const journal = path.join(dir, "journal.bin");
  // A header claiming 200 bytes followed by only a few: a write torn by a crash.
  fs.appendFileSync(journal, Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 9, 9, 9]));
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  const engine = await startEmbeddedMongo({ dataDir: dir });
  warn.mockRestore();
  try {
    await withClient(engine.uri, async (c) => {
      expect(await c.db("shop").collection("t").countDocuments()).toBe(2);
      await c.db("shop").collection("t").insertOne({ i: 3 });
    });
  } finally {
    await engine.stop();
  }
  const again = await startEmbeddedMongo({ dataDir: dir });
  try {
    await withClient(again.uri, async (c) => {
      expect(await c.db("shop").collection("t").countDocuments()).toBe(3);
    });
  } finally {
    await again.stop();
  }
});

test("the lock file refuses a second engine on the same folder, naming pid and port", async () => {
  const dir = tempDir("engine-lock");
  const engine = await startEmbeddedMongo({ dataDir: dir });
  try {
    const err = (await startEmbeddedMongo({ dataDir: dir }).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toContain(`process ${process.pid}`);
    expect(err.message).toContain(`port ${engine.port}`);
  } finally {
    await engine.stop();
  }
  const again = await startEmbeddedMongo({ dataDir: dir });
  await again.stop();
});

test("TTL indexes remove expired documents", async () => {
  const engine = await startEmbeddedMongo({ dataDir: ":memory:", ttlSweepMs: 100 });
  try {
    await withClient(engine.uri, async (c) => {
      const coll = c.db("ttl").collection("sessions");
      await coll.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
      await coll.insertMany([{ at: new Date(Date.now() - 5000), old: true }, { at: new Date(Date.now() + 60_000) }, { at: "not a date" }]);
      const deadline = Date.now() + 3000;
      while ((await coll.countDocuments({ old: true })) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await coll.countDocuments({ old: true })).toBe(0);
      expect(await coll.countDocuments()).toBe(2);
    });
  } finally {
    await engine.stop();
  }
});

describe("wire protocol robustness", () => {
  let engine: EmbeddedMongo;
  beforeAll(async () => {
    engine = await startEmbeddedMongo({ dataDir: ":memory:" });
  });
  afterAll(async () => {
    await engine.stop();
  });

  function rawSocket(): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const s = net.connect(engine.port, "127.0.0.1", () => resolve(s));
      s.on("error", reject);
    });
  }

  function closed(s: net.Socket): Promise<void> {
    return new Promise((resolve) => s.once("close", () => resolve()));
  }

  function opMsg(body: object, flags = 0, checksum = false): Buffer {
    const payload = Buffer.from(BSON.serialize(body));
    const tail = checksum ? Buffer.alloc(4) : Buffer.alloc(0);
    const head = Buffer.alloc(21);
    head.writeInt32LE(21 + payload.length + tail.length, 0);
    head.writeInt32LE(7, 4);
    head.writeInt32LE(2013, 12);
    head.writeUInt32LE(flags | (checksum ? 1 : 0), 16);
    head[20] = 0;
    return Buffer.concat([head, payload, tail]);
  }

  function readReply(s: net.Socket): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      let buf = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        buf = Buffer.concat([buf, chunk]);
        if (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
          s.off("data", onData);
          const opCode = buf.readInt32LE(12);
          const offset = opCode === 1 ? 36 : 21;
          resolve(BSON.deserialize(buf.subarray(offset, buf.readInt32LE(0))));
        }
      };
      s.on("data", onData);
    });
  }

  test("garbage and oversized length headers close only that connection", async () => {
    await withClient(engine.uri, async (c) => {
      await c.db("wire").collection("x").insertOne({ a: 1 });
      const garbage = await rawSocket();
      const garbageClosed = closed(garbage);
      const junk = Buffer.alloc(64, 0x41);
      junk.writeInt32LE(64, 0);
      junk.writeInt32LE(2013, 12);
      garbage.write(junk);
      await garbageClosed;
      const huge = await rawSocket();
      const hugeClosed = closed(huge);
      const header = Buffer.alloc(16);
      header.writeInt32LE(49_000_000, 0);
      header.writeInt32LE(2013, 12);
      huge.write(header);
      await hugeClosed;
      expect(await c.db("wire").collection("x").countDocuments()).toBe(1);
    });
  });

  test("legacy OP_QUERY hello is answered with OP_REPLY describing a standalone", async () => {
    const s = await rawSocket();
    const body = Buffer.from(BSON.serialize({ isMaster: 1, helloOk: true }));
    const ns = Buffer.from("admin.$cmd\0");
    const head = Buffer.alloc(20);
    const total = 20 + ns.length + 8 + body.length;
    head.writeInt32LE(total, 0);
    head.writeInt32LE(1, 4);
    head.writeInt32LE(2004, 12);
    const reply = readReply(s);
    s.write(Buffer.concat([head, ns, Buffer.alloc(8), body]));
    const doc = await reply;
    expect(doc).toMatchObject({ ok: 1, ismaster: true, isWritablePrimary: true, maxWireVersion: 21, minWireVersion: 0, maxWriteBatchSize: 100000, logicalSessionTimeoutMinutes: 30 });
    expect(doc.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(doc.maxMessageSizeBytes).toBe(48000000);
    s.destroy();
  });

  test("OP_MSG with checksum, document sequences and moreToCome", async () => {
    const s = await rawSocket();
    // moreToCome: no reply, but the write happens.
    s.write(opMsg({ insert: "seq", documents: [{ k: 1 }], $db: "wire" }, 2));
    // Kind-1 section carrying the documents, plus a checksum trailer.
    const body = Buffer.from(BSON.serialize({ insert: "seq", $db: "wire" }));
    const docs = [{ k: 2 }, { k: 3 }].map((d) => Buffer.from(BSON.serialize(d)));
    const id = Buffer.from("documents\0");
    const seqLen = 4 + id.length + docs.reduce((n, d) => n + d.length, 0);
    const seqHead = Buffer.alloc(5);
    seqHead[0] = 1;
    seqHead.writeInt32LE(seqLen, 1);
    const head = Buffer.alloc(21);
    const total = 21 + body.length + 5 + id.length + docs.reduce((n, d) => n + d.length, 0) + 4;
    head.writeInt32LE(total, 0);
    head.writeInt32LE(9, 4);
    head.writeInt32LE(2013, 12);
    head.writeUInt32LE(1, 16);
    const reply = readReply(s);
    s.write(Buffer.concat([head, body, seqHead, id, ...docs, Buffer.alloc(4)]));
    expect(await reply).toMatchObject({ ok: 1, n: 2 });
    const count = readReply(s);
    s.write(opMsg({ count: "seq", $db: "wire" }, 0, true));
    expect(await count).toMatchObject({ ok: 1, n: 3 });
    s.destroy();
  });
});

test("serverStatus counts the requests received, as mongod's network.numRequests does (one per round trip), and each command's, as its metrics.commands do", async () => {
  const engine = await startEmbeddedMongo({ dataDir: ":memory:" });
  try {
    await withClient(engine.uri, async (c) => {
      const status = () => c.db("admin").command({ serverStatus: 1 }) as Promise<{ network: { numRequests: number }; metrics: { commands: Record<string, { total: number }> } }>;
      const requests = async () => (await status()).network.numRequests;
      const before = await requests();
      const inserts = (await status()).metrics.commands.insert?.total ?? 0;
      const orders = c.db("shop").collection("orders");
      await orders.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
      await orders.updateOne({ n: 1 }, { $set: { paid: true } });
      await orders.find({}).toArray();
      // Three round trips and a reading between the two readings, and the second reading itself.
      expect((await requests()) - before).toBe(5);
      const after = (await status()).metrics.commands;
      expect(after.insert?.total).toBe(inserts + 1);
      expect(after.update?.total).toBeGreaterThanOrEqual(1);
    });
  } finally {
    await engine.stop();
  }
});
