/**
 * Behaviours taken from MongoDB's CRUD specification tests and mongod's documented answers
 * (expected results included), so the engine cannot drift from them unnoticed. Like the driver
 * conformance suite, these run against whatever MONGODB_URI names.
 */
import { type Collection } from "mongodb";
import { serverError, connectTestDatabase } from "./helpers";

let serverMajor: number;
type Row = { _id: number; [field: string]: unknown };
let coll: Collection<Row>;

const target = connectTestDatabase("semantics");

beforeAll(async () => {
  serverMajor = ((await target.client.db("admin").command({ buildInfo: 1 })).versionArray as number[])[0] as number;
});

beforeEach(async () => {
  coll = target.freshCollection<Row>();
  await coll.insertMany([
    { _id: 1, x: 11, name: "name1" },
    { _id: 2, x: 22, name: "name2" },
    { _id: 3, x: 33, name: "name3" },
  ]);
});

async function all(): Promise<unknown[]> {
  return coll.find({}, { sort: { _id: 1 } }).toArray();
}

describe("command-level let", () => {
  const byId = { $expr: { $eq: ["$_id", "$$id"] } };

  test("find and aggregate see $$variables in $expr and in stages", async () => {
    expect(await coll.find(byId, { let: { id: 1 }, projection: { _id: 1 } }).toArray()).toEqual([{ _id: 1 }]);
    const agg = await coll
      .aggregate([{ $match: byId }, { $project: { _id: 0, x: 1, label: "$$label" } }], { let: { id: 2, label: { $concat: ["a", "b"] } } })
      .toArray();
    expect(agg).toEqual([{ x: 22, label: "ab" }]);
  });

  test("update, replace and delete use let in the filter, pipeline updates in the update too", async () => {
    const upd = await coll.updateOne(byId, [{ $set: { x: "$$x" } }], { let: { id: 1, x: "foo" } });
    expect(upd.modifiedCount).toBe(1);
    await coll.updateMany({ $expr: { $gte: ["$_id", "$$min"] } }, [{ $set: { y: "$$v" } }], { let: { min: 2, v: 7 } });
    await coll.replaceOne(byId, { x: "replaced" }, { let: { id: 3 } });
    expect(await all()).toEqual([
      { _id: 1, x: "foo", name: "name1" },
      { _id: 2, x: 22, name: "name2", y: 7 },
      { _id: 3, x: "replaced" },
    ]);
    expect((await coll.deleteOne({ $expr: { $eq: ["$name", "$$name"] } }, { let: { name: "name2" } })).deletedCount).toBe(1);
    expect((await coll.deleteMany({ $expr: { $lt: ["$_id", "$$max"] } }, { let: { max: 3 } })).deletedCount).toBe(1);
    expect(await all()).toEqual([{ _id: 3, x: "replaced" }]);
  });

  test("findAndModify and bulk writes take let", async () => {
    expect(await coll.findOneAndUpdate(byId, [{ $set: { x: "$$x" } }], { let: { id: 1, x: "bar" }, returnDocument: "after" })).toEqual({
      _id: 1,
      x: "bar",
      name: "name1",
    });
    expect(await coll.findOneAndReplace(byId, { x: "r" }, { let: { id: 2 } })).toEqual({ _id: 2, x: 22, name: "name2" });
    expect(await coll.findOneAndDelete(byId, { let: { id: 3 } })).toEqual({ _id: 3, x: 33, name: "name3" });
    const bulk = await coll.bulkWrite(
      [{ updateOne: { filter: byId, update: [{ $set: { x: "$$x" } }] } }, { deleteMany: { filter: { $expr: { $eq: ["$x", "r"] } } } }],
      { let: { id: 1, x: "bulk" } },
    );
    expect({ modified: bulk.modifiedCount, deleted: bulk.deletedCount }).toEqual({ modified: 1, deleted: 1 });
    expect(await all()).toEqual([{ _id: 1, x: "bulk", name: "name1" }]);
  });

  test("an undefined variable is still an error", async () => {
    const err = await serverError(coll.find({ $expr: { $eq: ["$_id", "$$nope"] } }).toArray());
    expect(err.message).toMatch(/Use of undefined variable: nope/);
  });
});

describe("pipeline updates", () => {
  test("$replaceWith and $replaceRoot replace the document and keep its _id first", async () => {
    await coll.updateOne({ _id: 1 }, [{ $replaceWith: { a: "$x", b: "$name" } }]);
    await coll.updateOne({ _id: 2 }, [{ $replaceRoot: { newRoot: { $mergeObjects: ["$$ROOT", { extra: true }] } } }]);
    const docs = await all();
    expect(docs.slice(0, 2)).toEqual([
      { _id: 1, a: 11, b: "name1" },
      { _id: 2, x: 22, name: "name2", extra: true },
    ]);
    expect(Object.keys(docs[0] as object)).toEqual(["_id", "a", "b"]);
  });

  test("$replaceWith with $setField stores dotted and dollar-prefixed top-level keys (5.0+)", async () => {
    const input = "$$ROOT";
    await coll.updateOne({ _id: 1 }, [{ $replaceWith: { $setField: { field: { $literal: "$a" }, value: 1, input } } }]);
    await coll.updateOne({ _id: 2 }, [{ $replaceWith: { $setField: { field: { $literal: "a.b" }, value: 1, input } } }]);
    const docs = await all();
    expect(docs[0]).toEqual({ _id: 1, x: 11, name: "name1", $a: 1 });
    expect(docs[1]).toEqual({ _id: 2, x: 22, name: "name2", "a.b": 1 });
  });

  test("changing _id is refused, stages that are not update stages too", async () => {
    const altered = await serverError(coll.updateOne({ _id: 1 }, [{ $replaceWith: { _id: 9 } }]));
    expect(altered.code).toBe(66);
    expect(altered.message).toBe("After applying the update, the (immutable) field '_id' was found to have been altered to _id: 9");
    const group = await serverError(coll.updateOne({ _id: 1 }, [{ $group: { _id: null } }]));
    expect(group.code).toBe(72);
    expect(group.message).toMatch(/\$group is not allowed to be used within an update/);
  });
});

describe("positional updates", () => {
  type Address = { _id: string; city: string; n: number; tags?: string[]; fullName?: string };
  const book: { _id: number; addresses: Address[] } = { _id: 1, addresses: [{ _id: "a", city: "X", n: 1 }, { _id: "b", city: "Y", n: 2, tags: ["t"] }] };

  let books: Collection<typeof book>;

  beforeEach(async () => {
    books = target.db.collection(coll.collectionName);
    await books.replaceOne({ _id: 1 }, book);
  });

  test("two fields of the matched element are set together, the other elements untouched", async () => {
    await books.updateOne({ _id: 1, "addresses._id": "b" }, { $set: { "addresses.$.fullName": "A", "addresses.$.city": "B" } });
    expect((await books.findOne({ _id: 1 }))?.addresses).toEqual([
      { _id: "a", city: "X", n: 1 },
      { _id: "b", city: "B", n: 2, tags: ["t"], fullName: "A" },
    ]);
  });

  test("$inc, $set and $push on one matched element in one update, $elemMatch choosing it", async () => {
    const res = await books.findOneAndUpdate(
      { _id: 1, addresses: { $elemMatch: { n: { $gte: 2 } } } },
      { $inc: { "addresses.$.n": 5 }, $set: { "addresses.$.city": "Z" }, $push: { "addresses.$.tags": "u" } },
      { returnDocument: "after" },
    );
    expect(res?.addresses).toEqual([book.addresses[0], { _id: "b", city: "Z", n: 7, tags: ["t", "u"] }]);
  });

  test("a path inside another one is still a conflict: code 40, mongod's message, nothing written", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ $set: { "addresses.$.city": "B", "addresses.$.city.x": 1 } }, "Updating the path 'addresses.$.city.x' would create a conflict at 'addresses.$.city'"],
      [{ $set: { "addresses.$": {}, "addresses.$.city": "B" } }, "Updating the path 'addresses.$.city' would create a conflict at 'addresses.$'"],
      [{ $set: { addresses: [] }, $inc: { "addresses.$.n": 1 } }, "Updating the path 'addresses.$.n' would create a conflict at 'addresses'"],
      [{ $set: { "addresses.$.n": 1 }, $inc: { "addresses.$.n": 1 } }, "Updating the path 'addresses.$.n' would create a conflict at 'addresses.$.n'"],
    ];
    for (const [update, message] of cases) {
      const err = await serverError(books.updateOne({ _id: 1, "addresses._id": "b" }, update));
      expect([err.code, err.message]).toEqual([40, message]);
    }
    expect(await books.findOne({ _id: 1 })).toEqual(book);
  });

  test("$[] and $[identifier] still reach every and the filtered elements", async () => {
    await books.updateOne({ _id: 1 }, { $inc: { "addresses.$[].n": 10 } });
    await books.updateOne({ _id: 1 }, { $set: { "addresses.$[big].city": "Big" } }, { arrayFilters: [{ "big.n": { $gte: 12 } }] });
    expect((await books.findOne({ _id: 1 }))?.addresses).toEqual([
      { _id: "a", city: "X", n: 11 },
      { _id: "b", city: "Big", n: 12, tags: ["t"] },
    ]);
  });

  test("an upsert that inserts cannot use $: the positional operator found no match", async () => {
    const err = await serverError(books.updateOne({ _id: 9, "addresses._id": "b" }, { $set: { "addresses.$.city": "B" } }, { upsert: true }));
    expect([err.code, err.message]).toEqual([2, "The positional operator did not find the match needed from the query."]);
    expect(await books.countDocuments({ _id: 9 })).toBe(0);
  });
});

describe("projection", () => {
  test("an inclusion projection returns _id first, then fields in document order", async () => {
    await coll.insertOne({ _id: 4, a: 1, b: 2, e: 3 });
    const found = await coll.findOne({ _id: 4 }, { projection: { e: 1, a: 1 } });
    expect(Object.keys(found ?? {})).toEqual(["_id", "a", "e"]);
    const [projected] = await coll.aggregate([{ $match: { _id: 4 } }, { $project: { e: 1, a: 1 } }]).toArray();
    expect(Object.keys(projected ?? {})).toEqual(["_id", "a", "e"]);
    const modified = await coll.findOneAndUpdate({ _id: 4 }, { $set: { b: 5 } }, { projection: { b: 1, e: 1 }, returnDocument: "after" });
    expect(Object.keys(modified ?? {})).toEqual(["_id", "b", "e"]);
  });
});

describe("unknown command fields are refused by the parser, as on mongod 7.0", () => {
  test("updateOne, replaceOne and bulk writes with sort (a mongod 8.0 option)", async () => {
    if (serverMajor >= 8) return; // 8.0 added sort to update statements
    for (const attempt of [
      coll.updateOne({ _id: { $gt: 1 } }, { $inc: { x: 1 } } as never, { sort: { _id: -1 } } as never),
      coll.replaceOne({ _id: { $gt: 1 } }, { x: 1 }, { sort: { _id: -1 } } as never),
    ]) {
      const err = await serverError(attempt);
      expect({ code: err.code, codeName: err.codeName, message: err.message }).toEqual({
        code: 40415,
        codeName: "Location40415",
        message: "BSON field 'update.updates.sort' is an unknown field.",
      });
    }
    const bulk = await serverError(coll.bulkWrite([{ updateOne: { filter: {}, update: { $inc: { x: 1 } }, sort: { _id: -1 } } as never }]));
    expect(bulk.code).toBe(40415);
    expect(await all()).toEqual([
      { _id: 1, x: 11, name: "name1" },
      { _id: 2, x: 22, name: "name2" },
      { _id: 3, x: 33, name: "name3" },
    ]);
  });

  test("invented fields on find, aggregate and delete statements", async () => {
    const find = await serverError(target.db.command({ find: coll.collectionName, filter: {}, fliter: { _id: 1 } }));
    expect({ code: find.code, message: find.message }).toEqual({ code: 40415, message: "BSON field 'find.fliter' is an unknown field." });
    const agg = await serverError(target.db.command({ aggregate: coll.collectionName, pipeline: [], cursor: {}, allowDiskUsage: true }));
    expect(agg.message).toBe("BSON field 'aggregate.allowDiskUsage' is an unknown field.");
    const del = await serverError(target.db.command({ delete: coll.collectionName, deletes: [{ q: {}, limit: 0, sort: { _id: 1 } }] }));
    expect(del.message).toBe("BSON field 'delete.deletes.sort' is an unknown field.");
    expect(await coll.countDocuments()).toBe(3);
  });

  test("generic arguments (comment, maxTimeMS, writeConcern, readConcern) are accepted everywhere", async () => {
    const reply = await target.db.command({ find: coll.collectionName, filter: { _id: 1 }, comment: "c", maxTimeMS: 1000, readConcern: { level: "local" } });
    expect(reply.cursor.firstBatch).toEqual([{ _id: 1, x: 11, name: "name1" }]);
    await coll.updateOne({ _id: 1 }, { $set: { x: 1 } }, { comment: "c", writeConcern: { w: 1 } });
  });

  test("a hint naming no index is an error; an existing one is accepted", async () => {
    expect(await coll.find({ _id: 1 }, { hint: "_id_" }).toArray()).toHaveLength(1);
    expect(await coll.find({ _id: 1 }, { hint: { _id: 1 } }).toArray()).toHaveLength(1);
    const err = await serverError(coll.find({}, { hint: "nope_1" }).toArray());
    expect(err.code).toBe(2);
    expect(err.message).toMatch(/hint provided does not correspond to an existing index/);
  });
});

describe("_id is checked before storage", () => {
  test("an _id holding '$'-prefixed fields is refused with DollarPrefixedFieldName", async () => {
    const err = await serverError(coll.insertOne({ _id: { $a: 1 } } as never));
    expect({ code: err.code, message: err.message }).toEqual({
      code: 52,
      message: "_id fields may not contain '$'-prefixed fields: $a is not valid for storage.",
    });
    const nested = await serverError(coll.insertOne({ _id: { a: { $b: 1 } } } as never));
    expect(nested.message).toBe("_id fields may not contain '$'-prefixed fields: $b is not valid for storage.");
    const upsert = await serverError(coll.replaceOne({ _id: { $eq: 9 } }, { _id: { $c: 1 } } as never, { upsert: true }));
    expect(upsert.code).toBe(52);
    expect(await coll.countDocuments()).toBe(3);
  });

  test("top-level '$'-prefixed and dotted fields outside _id are stored (5.0+)", async () => {
    await coll.insertOne({ _id: 5, $x: 1, "a.b": 2 });
    expect(await coll.findOne({ _id: 5 })).toEqual({ _id: 5, $x: 1, "a.b": 2 });
  });
});

describe("collection validators", () => {
  test("collMod sets a validator: failing writes get 121 with errInfo, passing ones and bypass go through", async () => {
    await target.db.command({ collMod: coll.collectionName, validator: { x: { $type: "number" } } });
    const insert = await serverError(coll.insertOne({ _id: 7, x: "seven" }));
    expect(insert.code).toBe(121);
    expect(insert.message).toBe("Document failed validation");
    const fam = await serverError(coll.findOneAndUpdate({ _id: 1 }, { $set: { x: "one" } }));
    expect(fam.code).toBe(121);
    expect(fam.errorResponse.errInfo).toMatchObject({ failingDocumentId: 1, details: expect.any(Object) });
    await coll.updateOne({ _id: 1 }, { $set: { x: 12 } });
    await coll.insertOne({ _id: 8, x: "eight" }, { bypassDocumentValidation: true });
    expect(await coll.findOne({ _id: 8 })).toEqual({ _id: 8, x: "eight" });
    const [info] = await target.db.listCollections({ name: coll.collectionName }, { nameOnly: false }).toArray();
    expect(info?.options).toMatchObject({ validator: { x: { $type: "number" } } });
  });

  test("moderate level leaves already-invalid documents updatable; warn and off let writes through", async () => {
    await coll.insertOne({ _id: 9, x: "nine" });
    await target.db.command({ collMod: coll.collectionName, validator: { x: { $type: "number" } }, validationLevel: "moderate" });
    await coll.updateOne({ _id: 9 }, { $set: { y: 1 } });
    expect((await serverError(coll.updateOne({ _id: 1 }, { $set: { x: "one" } }))).code).toBe(121);
    await target.db.command({ collMod: coll.collectionName, validationAction: "warn" });
    await coll.updateOne({ _id: 1 }, { $set: { x: "one" } });
    await target.db.command({ collMod: coll.collectionName, validationAction: "error", validationLevel: "off" });
    await coll.insertOne({ _id: 10, x: "ten" });
    expect(await coll.countDocuments({ x: { $type: "string" } })).toBe(3);
  });

  test("create takes a validator too; collMod on a missing collection is NamespaceNotFound", async () => {
    const name = `${coll.collectionName}_v`;
    await target.db.createCollection(name, { validator: { qty: { $gte: 0 } } });
    expect((await serverError(target.db.collection(name).insertOne({ qty: -1 }))).code).toBe(121);
    await target.db.collection(name).insertOne({ qty: 1 });
    const missing = await serverError(target.db.command({ collMod: `${name}_missing`, validator: {} }));
    expect(missing.code).toBe(26);
  });
});

describe("sessions", () => {
  test("$listLocalSessions on admin lists the sessions the server has seen", async () => {
    await coll.findOne({});
    const sessions = await target.client.db("admin").aggregate([{ $listLocalSessions: { allUsers: true } }, { $limit: 1 }]).toArray();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ _id: { id: expect.anything(), uid: expect.anything() }, lastUse: expect.any(Date) });
  });
});

describe("NaN in a range", () => {
  test("a number bound never meets NaN, alone, in an array or in a sub-document; NaN bounds meet only NaN", async () => {
    await coll.insertMany([
      { _id: 4, x: Number.NaN },
      { _id: 5, x: [Number.NaN] },
      { _id: 6, x: [{ y: Number.NaN }] },
    ]);
    const ids = async (filter: Record<string, unknown>) => (await coll.find(filter, { sort: { _id: 1 } }).toArray()).map((row) => row._id);
    expect(await ids({ x: { $gte: 20 } })).toEqual([2, 3]);
    expect(await ids({ x: { $lte: 20 } })).toEqual([1]);
    expect(await ids({ x: { $gte: -Infinity } })).toEqual([1, 2, 3]);
    expect(await ids({ "x.y": { $lte: Infinity } })).toEqual([]);
    expect(await ids({ x: { $gte: Number.NaN } })).toEqual([4, 5]);
  });
});

describe("exclusion projections", () => {
  test("drop only the named top-level fields and keep _id first and the document's field order", async () => {
    await coll.insertMany([
      { _id: 8, name: "Oud", holds: [{ order: 1 }], sizes: [{ stock: 1, holds: 2 }], stockMoves: [1], price: 2.5 },
      { _id: 9, price: 3, name: "Rose" },
    ]);
    const shown = async (projection: Record<string, unknown>) => coll.find({ _id: { $in: [8, 9] } }, { projection, sort: { _id: 1 } }).toArray();
    const dropped = await shown({ holds: 0, stockMoves: false });
    expect(dropped).toEqual([
      { _id: 8, name: "Oud", sizes: [{ stock: 1, holds: 2 }], price: 2.5 },
      { _id: 9, price: 3, name: "Rose" },
    ]);
    expect(Object.keys(dropped[0] ?? {})).toEqual(["_id", "name", "sizes", "price"]);
    expect(await shown({ _id: 0, name: 0 })).toEqual([{ holds: [{ order: 1 }], sizes: [{ stock: 1, holds: 2 }], stockMoves: [1], price: 2.5 }, { price: 3 }]);
    // Not plain: a dotted path still drops the part it names.
    expect((await shown({ "sizes.holds": 0, holds: 0, stockMoves: 0 }))[0]).toEqual({ _id: 8, name: "Oud", sizes: [{ stock: 1 }], price: 2.5 });
    await expect(shown({ name: 0, price: 1 })).rejects.toThrow();
  });
});

describe("inclusion projections", () => {
  test("keep _id first and the document's field order, sub-documents' named parts, and drop other array elements", async () => {
    await coll.insertMany([
      { _id: 4, name: "Oud", sizes: [{ stock: 1, label: "50 ml", sku: "A" }, 5, { label: "100 ml" }], other: 2 },
      { _id: 5, sizes: { label: "one", stock: 3 }, name: "Rose" },
      { _id: 6, sizes: "one size" },
      { _id: 7, name: "Amber", sizes: [[{ stock: 2, label: "inner" }]] },
    ]);
    const shown = async (projection: Record<string, unknown>) => coll.find({ _id: { $gte: 4 } }, { projection, sort: { _id: 1 } }).toArray();
    expect(await shown({ "sizes.stock": 1, name: 1 })).toEqual([
      { _id: 4, name: "Oud", sizes: [{ stock: 1 }, {}] },
      { _id: 5, sizes: { stock: 3 }, name: "Rose" },
      { _id: 6 },
      { _id: 7, name: "Amber", sizes: [[{ stock: 2 }]] },
    ]);
    const [first] = await shown({ "sizes.stock": 1, name: 1, _id: 0 });
    expect(Object.keys(first ?? {})).toEqual(["name", "sizes"]);
    expect(await shown({ _id: 1 })).toEqual([{ _id: 4 }, { _id: 5 }, { _id: 6 }, { _id: 7 }]);
  });
});
