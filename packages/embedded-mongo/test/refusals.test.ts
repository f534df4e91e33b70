/**
 * What the engine refuses by design (README "Refused"): each answers an error naming the feature
 * instead of running with different results. Engine-only, so skipped against a real mongod.
 */
import { MongoServerError } from "mongodb";
import { isBuiltinEngine, connectTestDatabase } from "./helpers";

let builtin = false;

const target = connectTestDatabase("refusals");

beforeAll(async () => {
  builtin = await isBuiltinEngine(target.client);
  await target.db.collection("c").insertMany([{ _id: 1, s: "a" } as never, { _id: 2, s: "B" } as never]);
});

async function refusal(promise: Promise<unknown>): Promise<{ code: number | string | undefined; message: string }> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MongoServerError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error("expected a refusal");
}

const NOT_IMPLEMENTED = 238;

test("views: create with viewOn answers NotImplemented and creates nothing", async () => {
  if (!builtin) return;
  expect(await refusal(target.db.createCollection("v", { viewOn: "c", pipeline: [] }))).toEqual({
    code: NOT_IMPLEMENTED,
    message: "views are not supported by the embedded engine",
  });
  expect(await target.db.listCollections({ name: "v" }).toArray()).toEqual([]);
});

test("under a collation, grouping, joining and comparing expressions are refused (they would compare binary)", async () => {
  if (!builtin) return;
  const c = target.db.collection("c");
  const collation = { locale: "en", strength: 2 };
  for (const [attempt, operator] of [
    [c.aggregate([{ $group: { _id: "$s" } }], { collation }).toArray(), "$group"],
    [c.aggregate([{ $facet: { names: [{ $lookup: { from: "c", localField: "s", foreignField: "s", as: "same" } }] } }], { collation }).toArray(), "$lookup"],
    [c.aggregate([{ $project: { isA: { $eq: ["$s", "A"] } } }], { collation }).toArray(), "$eq"],
    [c.find({ $expr: { $eq: ["$s", "A"] } }, { collation }).toArray(), "$expr"],
    [c.updateMany({ $expr: { $gt: ["$s", "a"] } }, { $set: { t: 1 } }, { collation }), "$expr"],
  ] as const) {
    expect(await refusal(attempt)).toEqual({ code: NOT_IMPLEMENTED, message: `collation is not supported by the embedded engine with ${operator} (only { locale: 'simple' })` });
  }
  expect(await c.countDocuments({ t: 1 })).toBe(0);
  expect(await c.aggregate([{ $match: { s: "A" } }, { $project: { _id: 1 } }], { collation }).toArray()).toEqual([{ _id: 1 }]);
});

test("capped (any true value, as mongod reads it) and time-series collections: 238, not created", async () => {
  if (!builtin) return;
  for (const options of [{ capped: true, size: 1024 }, { capped: 1024 }, { timeseries: { timeField: "t" } }]) {
    expect(await refusal(target.db.command({ create: "capped", ...options }))).toEqual({
      code: NOT_IMPLEMENTED,
      message: "capped and time-series collections are not supported by the embedded engine",
    });
  }
  expect(await target.db.listCollections({ name: "capped" }).toArray()).toEqual([]);
});

test("collMod options other than the validator ones", async () => {
  if (!builtin) return;
  expect(await refusal(target.db.command({ collMod: "c", index: { keyPattern: { _id: 1 }, hidden: true } }))).toEqual({
    code: NOT_IMPLEMENTED,
    message: "collMod.index is not supported by the embedded engine",
  });
});

test("find options that would change results: min/max/returnKey/showRecordId, tailable cursors", async () => {
  if (!builtin) return;
  expect((await refusal(target.db.command({ find: "c", filter: {}, returnKey: true }))).code).toBe(NOT_IMPLEMENTED);
  // Every collection here is uncapped; mongod answers this for a tailable cursor on one.
  expect(await refusal(target.db.command({ find: "c", filter: {}, tailable: true }))).toEqual({
    code: 2,
    message: "error processing query: tailable cursor requested on non capped collection",
  });
});
