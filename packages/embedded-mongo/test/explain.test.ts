/**
 * explain as mongod 7.0 answers it (classic engine shapes): queryPlanner names the plan the
 * engine ran (IDHACK for an `_id` lookup, FETCH over IXSCAN of the index it used, COLLSCAN
 * otherwise, then SORT/SKIP/LIMIT/projection stages), and executionStats counts what that run
 * returned and examined. Like the other conformance files these run against whatever MONGODB_URI
 * names, so a real mongod checks the expectations too.
 */
import { type Collection, type Document, MongoServerError } from "mongodb";
import { connectTestDatabase } from "./helpers";

type Row = { _id: number; [field: string]: unknown };
let coll: Collection<Row>;

const target = connectTestDatabase("explain");

beforeEach(async () => {
  coll = target.freshCollection<Row>();
  await coll.insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i, sku: `s${i % 5}`, qty: i, tags: i % 2 ? ["a", "b"] : ["c"] })));
  await coll.createIndex({ sku: 1 });
  await coll.createIndex({ tags: 1, qty: -1 });
});

/** The stages of a winning plan or executionStages, from the top down. */
function stages(plan: Document): Document[] {
  const out: Document[] = [];
  for (let node: Document | undefined = plan; node; node = node.inputStage as Document | undefined) out.push(node);
  return out;
}

describe("find", () => {
  test("equality on an indexed field: FETCH over IXSCAN of that index, with its bounds and counts", async () => {
    const res = await coll.find({ sku: "s1", qty: { $gt: 2 } }).explain("executionStats");
    expect(res.queryPlanner.namespace).toBe(`${target.db.databaseName}.${coll.collectionName}`);
    expect(res.queryPlanner.parsedQuery).toEqual({ $and: [{ sku: { $eq: "s1" } }, { qty: { $gt: 2 } }] });
    const [fetch, ixscan] = stages(res.queryPlanner.winningPlan);
    expect(fetch).toMatchObject({ stage: "FETCH", filter: { qty: { $gt: 2 } } });
    expect(ixscan).toMatchObject({
      stage: "IXSCAN",
      keyPattern: { sku: 1 },
      indexName: "sku_1",
      isMultiKey: false,
      isUnique: false,
      isSparse: false,
      isPartial: false,
      direction: "forward",
      indexBounds: { sku: ['["s1", "s1"]'] },
    });
    expect(res.queryPlanner.rejectedPlans).toBeInstanceOf(Array);
    // s1 is held by _id 1 and 6; only 6 has qty > 2.
    expect(res.executionStats).toMatchObject({ executionSuccess: true, nReturned: 1, totalKeysExamined: 2, totalDocsExamined: 2 });
    const [fetchStats, ixscanStats] = stages(res.executionStats.executionStages);
    expect(fetchStats).toMatchObject({ stage: "FETCH", nReturned: 1, docsExamined: 2 });
    expect(ixscanStats).toMatchObject({ stage: "IXSCAN", nReturned: 2, keysExamined: 2 });
  });

  test("a sparse index answers equality to a value, never to null (a document without the field equals null)", async () => {
    await coll.insertMany([
      { _id: 100, refunds: [{ ledger: "due" }, { ledger: "counted" }] },
      { _id: 101, refunds: [{ ledger: "counted" }] },
    ]);
    await coll.createIndex({ "refunds.ledger": 1 }, { sparse: true });
    const due = await coll.find({ "refunds.ledger": "due" }).explain("executionStats");
    expect(stages(due.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN")).toMatchObject({ indexName: "refunds.ledger_1", isSparse: true });
    // Only the one document holding "due" is read, not the collection.
    expect(due.executionStats).toMatchObject({ nReturned: 1, totalDocsExamined: 1 });
    const missing = await coll.find({ "refunds.ledger": null }).explain("executionStats");
    expect(stages(missing.queryPlanner.winningPlan).map((s) => s.stage)).toContain("COLLSCAN");
    expect(missing.executionStats.nReturned).toBe(10);
  });

  test("an index over an array field is multikey", async () => {
    const res = await coll.find({ tags: "a" }).explain("queryPlanner");
    const ixscan = stages(res.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN");
    expect(ixscan).toMatchObject({ indexName: "tags_1_qty_-1", isMultiKey: true, multiKeyPaths: { tags: ["tags"], qty: [] } });
    expect(ixscan?.indexBounds).toEqual({ tags: ['["a", "a"]'], qty: ["[MaxKey, MinKey]"] });
  });

  test("an _id lookup is IDHACK; an unindexed filter is a COLLSCAN examining every document", async () => {
    const byId = await coll.find({ _id: 3 }).explain("executionStats");
    expect(byId.queryPlanner.winningPlan.stage).toBe("IDHACK");
    expect(byId.executionStats).toMatchObject({ nReturned: 1, totalKeysExamined: 1, totalDocsExamined: 1 });

    const scan = await coll.find({ qty: { $gte: 5 } }).explain("executionStats");
    expect(scan.queryPlanner.winningPlan).toEqual({ stage: "COLLSCAN", filter: { qty: { $gte: 5 } }, direction: "forward" });
    expect(scan.executionStats).toMatchObject({ nReturned: 5, totalKeysExamined: 0, totalDocsExamined: 10 });
  });

  test("sort, skip, limit and projection stages sit above the scan", async () => {
    const res = await coll.find({ qty: { $lt: 8 } }, { sort: { qty: -1 }, skip: 1, limit: 2, projection: { qty: 1 } }).explain("executionStats");
    expect(stages(res.queryPlanner.winningPlan).map((s) => s.stage)).toEqual(["PROJECTION_SIMPLE", "SKIP", "SORT", "COLLSCAN"]);
    const sort = stages(res.queryPlanner.winningPlan).find((s) => s.stage === "SORT");
    expect(sort).toMatchObject({ sortPattern: { qty: -1 }, limitAmount: 3 });
    expect(res.executionStats).toMatchObject({ nReturned: 2, totalDocsExamined: 10 });

    const limited = await coll.find({}, { limit: 3 }).explain("executionStats");
    expect(stages(limited.queryPlanner.winningPlan).map((s) => s.stage)).toEqual(["LIMIT", "COLLSCAN"]);
    // Unsorted, the scan stops once the limit is reached.
    expect(limited.executionStats).toMatchObject({ nReturned: 3, totalDocsExamined: 3 });
  });

  test("a hinted index is the one scanned", async () => {
    const res = await coll.find({ qty: { $gte: 0 } }, { hint: { sku: 1 } }).explain("executionStats");
    const ixscan = stages(res.queryPlanner.winningPlan).find((s) => s.stage === "IXSCAN");
    expect(ixscan).toMatchObject({ indexName: "sku_1", indexBounds: { sku: ["[MinKey, MaxKey]"] } });
    expect(res.executionStats).toMatchObject({ nReturned: 10, totalKeysExamined: 10, totalDocsExamined: 10 });
  });

  test("allPlansExecution (the default) adds allPlansExecution; the command is echoed", async () => {
    const res = await target.db.command({ explain: { find: coll.collectionName, filter: { sku: "s2" } } });
    expect(res.executionStats.allPlansExecution).toEqual([]);
    expect(res.command).toMatchObject({ find: coll.collectionName, filter: { sku: "s2" }, $db: target.db.databaseName });
    expect(res.serverInfo).toHaveProperty("version");
    expect(res.ok).toBe(1);
  });
});

describe("count and distinct", () => {
  test("count is a COUNT stage over the scan (COUNT_SCAN when the index alone answers); an empty count is RECORD_STORE_FAST_COUNT", async () => {
    const res = await target.db.command({ explain: { count: coll.collectionName, query: { sku: "s3" } }, verbosity: "executionStats" });
    expect(stages(res.queryPlanner.winningPlan).map((s) => s.stage)).toEqual(["COUNT", "COUNT_SCAN"]);
    expect(stages(res.queryPlanner.winningPlan)[1]).toMatchObject({ indexName: "sku_1", indexBounds: { startKey: { sku: "s3" }, endKey: { sku: "s3" } } });
    expect(res.executionStats).toMatchObject({ nReturned: 0, totalDocsExamined: 0 });
    expect(stages(res.executionStats.executionStages)[0]).toMatchObject({ stage: "COUNT", nCounted: 2 });
    const filtered = await target.db.command({ explain: { count: coll.collectionName, query: { sku: "s3", qty: { $gt: 5 } } }, verbosity: "executionStats" });
    expect(stages(filtered.queryPlanner.winningPlan).map((s) => s.stage)).toEqual(["COUNT", "FETCH", "IXSCAN"]);
    expect(filtered.executionStats).toMatchObject({ totalKeysExamined: 2, totalDocsExamined: 2 });
    expect(stages(filtered.executionStats.executionStages)[0]).toMatchObject({ stage: "COUNT", nCounted: 1 });
    const all = await target.db.command({ explain: { count: coll.collectionName }, verbosity: "queryPlanner" });
    expect(all.queryPlanner.winningPlan.stage).toBe("RECORD_STORE_FAST_COUNT");
  });

  test("distinct explains the scan its query needs", async () => {
    const res = await target.db.command({ explain: { distinct: coll.collectionName, key: "qty", query: { qty: { $gt: 6 } } }, verbosity: "queryPlanner" });
    expect(res.queryPlanner.parsedQuery).toEqual({ qty: { $gt: 6 } });
    expect(stages(res.queryPlanner.winningPlan).some((s) => s.stage === "COLLSCAN")).toBe(true);
  });
});

describe("aggregate", () => {
  test("a pipeline of only $match is explained as its query", async () => {
    const res = await coll.aggregate([{ $match: { sku: "s4" } }]).explain("executionStats");
    expect(res.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: "IXSCAN", indexName: "sku_1" });
    expect(res.executionStats).toMatchObject({ nReturned: 2, totalKeysExamined: 2, totalDocsExamined: 2 });
  });

  test("other stages follow a $cursor stage holding the query's plan", async () => {
    const res = await coll.aggregate([{ $match: { qty: { $gte: 4 } } }, { $group: { _id: "$sku", n: { $sum: 1 } } }]).explain("executionStats");
    const [cursor, group] = res.stages as Document[];
    expect(cursor?.$cursor.queryPlanner.winningPlan).toMatchObject({ stage: "COLLSCAN", filter: { qty: { $gte: 4 } } });
    expect(cursor?.$cursor.executionStats).toMatchObject({ nReturned: 6, totalDocsExamined: 10 });
    expect(group).toMatchObject({ $group: { _id: "$sku", n: { $sum: 1 } }, nReturned: 5 });
  });

  test("countDocuments on an indexed equality counts the index (COUNT_SCAN), reading no document", async () => {
    const res = await coll.aggregate([{ $match: { sku: "s4" } }, { $group: { _id: 1, n: { $sum: 1 } } }]).explain("executionStats");
    const [cursor, group] = res.stages as Document[];
    expect(stages(cursor?.$cursor.queryPlanner.winningPlan).map((s) => s.stage)).toEqual(["COUNT", "COUNT_SCAN"]);
    expect(cursor?.$cursor.executionStats).toMatchObject({ totalKeysExamined: 2, totalDocsExamined: 0 });
    expect(group).toMatchObject({ nReturned: 1 });
    expect(await coll.countDocuments({ sku: "s4" })).toBe(2);
  });

  test("explain of a write is refused rather than answered otherwise", async () => {
    try {
      await target.db.command({ explain: { delete: coll.collectionName, deletes: [{ q: {}, limit: 0 }] } });
    } catch (err) {
      // mongod explains it; the engine refuses it.
      expect(err).toBeInstanceOf(MongoServerError);
      expect((err as MongoServerError).code).toBe(238);
      return;
    }
    expect(await coll.countDocuments()).toBe(10);
  });
});
