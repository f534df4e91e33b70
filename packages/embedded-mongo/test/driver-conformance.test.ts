/**
 * Runs against whatever MONGODB_URI names (the built-in engine by default, or a real mongod
 * via MONGODB_URI / MONGODB_ENGINE=memory-server), so the same expectations hold for both.
 */
import { type CommandStartedEvent, Decimal128, Long, MongoServerError, ObjectId, Binary } from "mongodb";
import { connectTestDatabase } from "./helpers";

const started: CommandStartedEvent[] = [];

const target = connectTestDatabase("driver", { monitorCommands: true });

beforeAll(async () => {
  target.client.on("commandStarted", (e) => started.push(e));
});

describe("CRUD", () => {
  test("insert, find, update, delete", async () => {
    const c = target.db.collection("crud");
    const { insertedId } = await c.insertOne({ name: "Oud Wood", price: 100 });
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, name: "Oud Wood", price: 100 });
    const upd = await c.updateOne({ _id: insertedId }, { $set: { price: 120 } });
    expect(upd.matchedCount).toBe(1);
    expect(upd.modifiedCount).toBe(1);
    const same = await c.updateOne({ _id: insertedId }, { $set: { price: 120 } });
    expect(same.modifiedCount).toBe(0);
    expect((await c.findOne({ _id: insertedId }))?.price).toBe(120);
    const del = await c.deleteOne({ _id: insertedId });
    expect(del.deletedCount).toBe(1);
    expect(await c.findOne({ _id: insertedId })).toBeNull();
  });

  test("BSON types round-trip exactly", async () => {
    const c = target.db.collection("types");
    const doc = {
      _id: new ObjectId(),
      when: new Date("2024-01-02T03:04:05.678Z"),
      dec: Decimal128.fromString("12345.6789"),
      big: Long.fromString("9007199254740993"),
      bin: new Binary(Buffer.from([1, 2, 3]), 0),
      nested: [[1, [2, "x"]], { a: [{ b: null }] }],
    };
    await c.insertOne(doc);
    const got = await c.findOne({ _id: doc._id }, { promoteLongs: false });
    expect(got?.when).toEqual(doc.when);
    expect(got?.dec.toString()).toBe("12345.6789");
    expect(got?.big).toBeInstanceOf(Long);
    expect(got?.big.toString()).toBe("9007199254740993");
    expect(Buffer.from(got?.bin.buffer ?? []).equals(Buffer.from([1, 2, 3]))).toBe(true);
    expect(got?.nested).toEqual(doc.nested);
  });

  test("update operators $set $inc $push $pull $addToSet $setOnInsert $unset", async () => {
    type OpsDoc = { _id: number; n: number; tags: string[]; gone?: boolean; meta?: { x: number }; created?: boolean };
    const c = target.db.collection<OpsDoc>("ops");
    await c.insertOne({ _id: 1, n: 1, tags: ["a", "b"], gone: true });
    await c.updateOne({ _id: 1 }, {
      $set: { "meta.x": 1 },
      $inc: { n: 2 },
      $push: { tags: "c" },
      $unset: { gone: "" },
      $setOnInsert: { created: true },
    });
    await c.updateOne({ _id: 1 }, { $pull: { tags: "a" } });
    await c.updateOne({ _id: 1 }, { $addToSet: { tags: "b" } });
    await c.updateOne({ _id: 1 }, { $addToSet: { tags: "d" } });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, n: 3, tags: ["b", "c", "d"], meta: { x: 1 } });
    await c.updateOne({ _id: 2 }, { $set: { n: 5 }, $setOnInsert: { created: true } }, { upsert: true });
    expect(await c.findOne({ _id: 2 })).toEqual({ _id: 2, n: 5, created: true });
  });

  test("updateMany with arrayFilters and upsert", async () => {
    const c = target.db.collection("arrays");
    await c.insertMany([{ k: 1, items: [{ q: 1 }, { q: 5 }] }, { k: 2, items: [{ q: 7 }] }]);
    const res = await c.updateMany({}, { $set: { "items.$[big].flag": true } }, { arrayFilters: [{ "big.q": { $gte: 5 } }] });
    expect(res.modifiedCount).toBe(2);
    const one = await c.findOne({ k: 1 });
    expect(one?.items).toEqual([{ q: 1 }, { q: 5, flag: true }]);
    const up = await c.updateOne({ k: 3 }, { $set: { items: [] } }, { upsert: true });
    expect(up.upsertedCount).toBe(1);
    expect(await c.countDocuments({ k: 3 })).toBe(1);
  });
});

describe("queries", () => {
  const names = ["Oud Royal", "Rose Oud", "Citrus Fresh", "Amber Night", "Vanilla Sky"];
  beforeAll(async () => {
    await target.db.collection("q").insertMany(
      names.map((name, i) => ({ name, price: (i + 1) * 10, type: i % 2 ? "Diffuser" : "Perfume", tags: i === 0 ? ["x", "y"] : ["y"], ...(i === 4 ? {} : { stock: i }) })),
    );
  });
  const find = (filter: object) =>
    target.db.collection("q").find(filter).sort({ price: 1 }).toArray().then((d) => d.map((x) => x.name as string));

  test("comparison and set operators", async () => {
    expect(await find({ price: { $in: [10, 30] } })).toEqual(["Oud Royal", "Citrus Fresh"]);
    expect(await find({ price: { $nin: [10, 30] } })).toEqual(["Rose Oud", "Amber Night", "Vanilla Sky"]);
    expect(await find({ price: { $gt: 30 } })).toEqual(["Amber Night", "Vanilla Sky"]);
    expect(await find({ price: { $gte: 30, $lt: 50 } })).toEqual(["Citrus Fresh", "Amber Night"]);
    expect(await find({ price: { $lte: 20 } })).toEqual(["Oud Royal", "Rose Oud"]);
    expect(await find({ type: { $ne: "Perfume" } })).toEqual(["Rose Oud", "Amber Night"]);
  });

  test("regex, elemMatch, exists, or, and", async () => {
    expect(await find({ name: { $regex: "oud", $options: "i" } })).toEqual(["Oud Royal", "Rose Oud"]);
    expect(await find({ name: /^rose/i })).toEqual(["Rose Oud"]);
    expect(await find({ tags: { $elemMatch: { $eq: "x" } } })).toEqual(["Oud Royal"]);
    expect(await find({ stock: { $exists: false } })).toEqual(["Vanilla Sky"]);
    expect(await find({ $or: [{ price: 10 }, { name: "Vanilla Sky" }] })).toEqual(["Oud Royal", "Vanilla Sky"]);
    expect(await find({ $and: [{ type: "Perfume" }, { price: { $gt: 10 } }] })).toEqual(["Citrus Fresh", "Vanilla Sky"]);
  });

  test("sort, skip, limit, projection", async () => {
    const docs = await target.db.collection("q").find({}, { projection: { _id: 0, name: 1 } }).sort({ price: -1 }).skip(1).limit(2).toArray();
    expect(docs).toEqual([{ name: "Amber Night" }, { name: "Citrus Fresh" }]);
  });

  test("unknown operator is a BadValue error, not a crash", async () => {
    await expect(target.db.collection("q").find({ price: { $bogus: 1 } }).toArray()).rejects.toMatchObject({ code: 2 });
    expect(await target.db.collection("q").countDocuments()).toBe(5);
  });

  test("countDocuments and distinct", async () => {
    expect(await target.db.collection("q").countDocuments({ type: "Perfume" })).toBe(3);
    expect((await target.db.collection("q").distinct("tags")).sort()).toEqual(["x", "y"]);
    expect((await target.db.collection("q").distinct("type", { price: { $gt: 20 } })).sort()).toEqual(["Diffuser", "Perfume"]);
  });
});

test("250 documents come back in batches of 100 through getMore", async () => {
  const c = target.db.collection("batches");
  await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
  started.length = 0;
  const docs = await c.find({}, { batchSize: 100 }).sort({ i: 1 }).toArray();
  expect(docs).toHaveLength(250);
  expect(docs.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  const getMores = started.filter((e) => e.commandName === "getMore");
  expect(getMores.length).toBe(2);
});

test("findOneAndUpdate returns the new document and upserts", async () => {
  const c = target.db.collection("fam");
  await c.insertOne({ sku: "A", stock: 3 });
  const after = await c.findOneAndUpdate({ sku: "A" }, { $inc: { stock: -1 } }, { returnDocument: "after" });
  expect(after?.stock).toBe(2);
  const before = await c.findOneAndUpdate({ sku: "A" }, { $inc: { stock: -1 } }, { returnDocument: "before" });
  expect(before?.stock).toBe(2);
  const upserted = await c.findOneAndUpdate({ sku: "B" }, { $set: { stock: 9 } }, { upsert: true, returnDocument: "after", projection: { _id: 0 } });
  expect(upserted).toEqual({ sku: "B", stock: 9 });
  const removed = await c.findOneAndDelete({ sku: "A" });
  expect(removed?.stock).toBe(1);
  expect(await c.countDocuments()).toBe(1);
});

test("unique index violation is a write error with code 11000, keyPattern and keyValue", async () => {
  const c = target.db.collection("uniq");
  await c.createIndex({ email: 1 }, { unique: true });
  await c.createIndex({ a: 1, b: 1 }, { unique: true, name: "a_b" });
  await c.insertOne({ email: "x@y.z", a: 1, b: 1 });
  const err = (await c.insertOne({ email: "x@y.z", a: 2, b: 2 }).catch((e: unknown) => e)) as MongoServerError;
  expect(err).toBeInstanceOf(MongoServerError);
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ email: "x@y.z" });
  expect(err.errmsg).toContain(`E11000 duplicate key error collection: ${target.db.databaseName}.uniq index: email_1 dup key`);
  const compound = (await c.insertOne({ email: "other", a: 1, b: 1 }).catch((e: unknown) => e)) as MongoServerError;
  expect(compound.code).toBe(11000);
  expect(compound.keyValue).toEqual({ a: 1, b: 1 });
  await c.insertOne({ email: "third", a: 1, b: 2 });
  const many = await c.insertMany([{ email: "n1" }, { email: "x@y.z" }, { email: "n2" }]).catch((e: unknown) => e);
  expect((many as MongoServerError).code).toBe(11000);
  expect(await c.countDocuments({ email: { $in: ["n1", "n2"] } })).toBe(1);
  const fam = (await c.findOneAndUpdate({ email: "third" }, { $set: { email: "x@y.z" } }).catch((e: unknown) => e)) as MongoServerError;
  expect(fam.code).toBe(11000);
  const indexes = await c.listIndexes().toArray();
  expect(indexes.map((i) => i.name).sort()).toEqual(["_id_", "a_b", "email_1"]);
});

test("sparse and partial unique indexes skip documents without the field", async () => {
  const c = target.db.collection("sparse");
  await c.createIndex({ code: 1 }, { unique: true, sparse: true });
  await c.createIndex({ ref: 1 }, { unique: true, partialFilterExpression: { ref: { $exists: true } } });
  await c.insertMany([{ n: 1 }, { n: 2 }]);
  await c.insertOne({ code: "A", ref: "R" });
  await expect(c.insertOne({ code: "A" })).rejects.toMatchObject({ code: 11000 });
  await expect(c.insertOne({ ref: "R" })).rejects.toMatchObject({ code: 11000 });
});

test("aggregate $match $group $sum $avg $sort $project $limit $lookup $facet $dateToString", async () => {
  const orders = target.db.collection("orders");
  const products = target.db.collection("products");
  await products.insertMany([{ _id: "p1" as unknown as ObjectId, name: "Oud" }, { _id: "p2" as unknown as ObjectId, name: "Rose" }]);
  await orders.insertMany([
    { product: "p1", qty: 2, total: 200, at: new Date("2024-05-01T10:00:00Z"), status: "paid" },
    { product: "p1", qty: 1, total: 100, at: new Date("2024-05-01T12:00:00Z"), status: "paid" },
    { product: "p2", qty: 4, total: 80, at: new Date("2024-05-02T09:00:00Z"), status: "paid" },
    { product: "p2", qty: 1, total: 20, at: new Date("2024-05-02T09:00:00Z"), status: "cancelled" },
  ]);
  const byDay = await orders
    .aggregate([
      { $match: { status: "paid" } },
      { $group: { _id: { $dateToString: { format: "%Y-%m-%d", date: "$at" } }, revenue: { $sum: "$total" }, avgQty: { $avg: "$qty" }, n: { $sum: 1 } } },
      { $sort: { _id: 1 } },
      { $project: { _id: 0, day: "$_id", revenue: 1, avgQty: 1, n: 1 } },
      { $limit: 5 },
    ])
    .toArray();
  expect(byDay).toEqual([
    { day: "2024-05-01", revenue: 300, avgQty: 1.5, n: 2 },
    { day: "2024-05-02", revenue: 80, avgQty: 4, n: 1 },
  ]);
  const joined = await orders
    .aggregate([
      { $match: { status: "paid" } },
      { $group: { _id: "$product", qty: { $sum: "$qty" } } },
      { $lookup: { from: "products", localField: "_id", foreignField: "_id", as: "product" } },
      { $project: { qty: 1, name: { $arrayElemAt: ["$product.name", 0] } } },
      { $sort: { qty: -1 } },
    ])
    .toArray();
  expect(joined).toEqual([{ _id: "p2", qty: 4, name: "Rose" }, { _id: "p1", qty: 3, name: "Oud" }]);
  const [facets] = await orders
    .aggregate([{ $facet: { count: [{ $count: "n" }], top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 0, total: 1 } }] } }])
    .toArray();
  expect(facets).toEqual({ count: [{ n: 4 }], top: [{ total: 200 }] });
  // The stored documents were not altered by the pipeline.
  expect(await orders.findOne({ total: 200 }, { projection: { _id: 0, product: 1 } })).toEqual({ product: "p1" });
});

test("200 concurrent conditional decrements sell exactly the stock", async () => {
  const c = target.db.collection("stock");
  const { insertedId } = await c.insertOne({ stock: 50 });
  const results = await Promise.all(
    Array.from({ length: 200 }, () => c.updateOne({ _id: insertedId, stock: { $gte: 1 } }, { $inc: { stock: -1 } })),
  );
  expect(results.filter((r) => r.modifiedCount === 1)).toHaveLength(50);
  expect((await c.findOne({ _id: insertedId }))?.stock).toBe(0);
});

test("unknown command answers CommandNotFound (59)", async () => {
  const err = (await target.db.command({ frobnicate: 1 }).catch((e: unknown) => e)) as MongoServerError;
  expect(err.code).toBe(59);
  expect(err.codeName).toBe("CommandNotFound");
  expect(err.message).toContain("no such command: 'frobnicate'");
});

test("transactions answer IllegalOperation (20) as on a standalone", async () => {
  // The driver itself refuses startTransaction on a standalone, so send the fields by hand.
  const err = (await target.db
    .command({ insert: "txn", documents: [{ a: 1 }], txnNumber: Long.fromNumber(1), startTransaction: true, autocommit: false })
    .catch((e: unknown) => e)) as MongoServerError;
  expect(err.code).toBe(20);
  expect(err.message).toContain("Transaction numbers are only allowed on a replica set member or mongos");
  expect(await target.db.collection("txn").countDocuments()).toBe(0);
});

test("collections and indexes can be listed and dropped", async () => {
  await target.db.createCollection("made");
  await expect(target.db.createCollection("made")).rejects.toMatchObject({ code: 48 });
  const names = (await target.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  expect(names).toContain("made");
  await target.db.collection("made").createIndex({ x: 1 });
  await target.db.collection("made").dropIndex("x_1");
  expect((await target.db.collection("made").listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_"]);
  expect(await target.db.collection("made").drop()).toBe(true);
  const dbs = await target.client.db("admin").admin().listDatabases();
  expect(dbs.databases.map((d) => d.name)).toContain(target.db.databaseName);
});
