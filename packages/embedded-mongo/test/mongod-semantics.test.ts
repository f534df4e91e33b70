/**
 * Behaviours taken from MongoDB's CRUD specification tests and mongod's documented answers
 * (expected results included), so the engine cannot drift from them unnoticed. Like the driver
 * conformance suite, these run against whatever MONGODB_URI names.
 */
import { type Collection, type Db, MongoClient, MongoServerError } from "mongodb";
import { targetUri, uniqueDbName } from "./helpers";

let client: MongoClient;
let db: Db;
type Row = { _id: number; [field: string]: unknown };
let coll: Collection<Row>;

beforeAll(async () => {
  client = new MongoClient(targetUri());
  await client.connect();
  db = client.db(uniqueDbName("semantics"));
});

afterAll(async () => {
  await db.dropDatabase();
  await client.close();
});

beforeEach(async () => {
  coll = db.collection<Row>(`c${Math.random().toString(36).slice(2, 8)}`);
  await coll.insertMany([
    { _id: 1, x: 11, name: "name1" },
    { _id: 2, x: 22, name: "name2" },
    { _id: 3, x: 33, name: "name3" },
  ]);
});

async function all(): Promise<unknown[]> {
  return coll.find({}, { sort: { _id: 1 } }).toArray();
}

async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    throw err;
  }
  throw new Error("expected the server to refuse the command");
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
