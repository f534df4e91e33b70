/**
 * The reads a large shop makes (the newest orders, sums since a day, counts) take shortcuts in
 * the engine: a sort with a small limit keeps only the best documents, a range of dates or
 * numbers on a single-field index reads the index, counts skip the grouping. Each shortcut must answer exactly
 * what the plain path answers. These run against whatever MONGODB_URI names.
 */
import { Decimal128, type Document as Doc, Double, Int32, Long } from "mongodb";
import { isBuiltinEngine, connectTestDatabase } from "./helpers";


const target = connectTestDatabase("large_reads");

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 1);

type Row = { _id: number; at?: unknown; payment?: { paidAt?: unknown }; group: number };

/** 3,000 rows: dates with many ties, some missing, null, a string, an array of dates. */
function rows(): Row[] {
  return Array.from({ length: 3000 }, (_, index) => {
    const at = index % 97 === 0 ? undefined : index % 89 === 0 ? null : index % 83 === 0 ? "soon" : index % 79 === 0 ? [new Date(START + (index % 40) * DAY), new Date(START + 45 * DAY)] : new Date(START + ((index * 7919) % 60) * DAY);
    return { _id: index, group: index % 5, ...(at === undefined ? {} : { at }), payment: index % 3 === 0 ? {} : { paidAt: new Date(START + ((index * 31) % 90) * DAY) } };
  });
}

describe("a sort with a small limit", () => {
  test("gives the first documents of the full sort, with skip, on top-level and dotted fields", async () => {
    const coll = target.db.collection<Row>("sorted");
    await coll.insertMany(rows());
    const sorts: Record<string, 1 | -1>[] = [{ at: -1, _id: 1 }, { at: 1, _id: -1 }, { "payment.paidAt": 1, _id: 1 }, { group: -1, at: -1, _id: -1 }];
    for (const sort of sorts) {
      const full = await coll.find({}, { sort }).toArray();
      expect(full).toHaveLength(3000);
      expect(await coll.find({}, { sort, limit: 25 }).toArray()).toEqual(full.slice(0, 25));
      expect(await coll.find({}, { sort, skip: 10, limit: 15 }).toArray()).toEqual(full.slice(10, 25));
      expect(await coll.find({ group: 2 }, { sort, limit: 7, projection: { at: 1 } }).toArray()).toEqual(
        full.filter((row) => row.group === 2).slice(0, 7).map((row) => ({ _id: row._id, ...("at" in row ? { at: row.at } : {}) })),
      );
    }
  }, 60_000);
});

describe("a sort with a small limit on an indexed date every document holds", () => {
  test("walks the index and gives the first documents of the full sort, ties as the full sort leaves them", async () => {
    const coll = target.db.collection<Row>("dated");
    await coll.createIndex({ at: -1 });
    await coll.insertMany(Array.from({ length: 3000 }, (_, index) => ({ _id: index, group: index % 5, at: new Date(START + ((index * 7919) % 60) * DAY) })));
    // Writes that move a document within the date order and out of it.
    await coll.updateOne({ _id: 7 }, { $set: { at: new Date(START + 90 * DAY) } });
    await coll.deleteOne({ _id: 8 });
    const sorts: Record<string, 1 | -1>[] = [{ at: -1, _id: 1 }, { at: 1, _id: -1 }, { at: -1, group: 1, _id: 1 }];
    // Equal dates in the collection's order is the engine's own (mongod leaves it unspecified).
    if (await isBuiltinEngine(target.client)) sorts.push({ at: -1 }, { at: 1 });
    for (const sort of sorts) {
      const full = await coll.find({}, { sort }).toArray();
      expect(await coll.find({}, { sort, limit: 20 }).toArray()).toEqual(full.slice(0, 20));
      expect(await coll.find({}, { sort, skip: 45, limit: 10 }).toArray()).toEqual(full.slice(45, 55));
      // Deep pages, past what a top-k selection keeps, walk the index too.
      expect(await coll.find({}, { sort, skip: 2400, limit: 50 }).toArray()).toEqual(full.slice(2400, 2450));
      expect(await coll.find({ group: 3 }, { sort, skip: 500, limit: 50 }).toArray()).toEqual(full.filter((row) => row.group === 3).slice(500, 550));
      expect(await coll.find({ group: 3 }, { sort, limit: 12 }).toArray()).toEqual(full.filter((row) => row.group === 3).slice(0, 12));
    }
    expect((await coll.find({}, { sort: { at: -1 }, limit: 1 }).toArray())[0]?._id).toBe(7);
  });

  test("a deep page reads only its own documents: the ones before it are counted on the index", async () => {
    const coll = target.db.collection<Row>("deep");
    await coll.createIndex({ at: -1 });
    // One date each, as a catalogue's products have: page 150 of 10,000 at 50 a page.
    await coll.insertMany(Array.from({ length: 10_000 }, (_, index) => ({ _id: index, group: index % 5, at: new Date(START + ((index * 7919) % 10_000) * 1000) })));
    const sort = { at: -1, _id: -1 } as const;
    const deep = await coll.find({}, { sort, skip: 7450, limit: 50 }).toArray();
    expect(deep.map((row) => row._id)).toEqual((await coll.find({}, { sort }).toArray()).slice(7450, 7500).map((row) => row._id));
    if (!(await isBuiltinEngine(target.client))) return;
    const explained = await coll.find({}, { sort, skip: 7450, limit: 50 }).explain("executionStats");
    expect(explained.executionStats).toMatchObject({ nReturned: 50, totalKeysExamined: 7500, totalDocsExamined: 50 });
  }, 60_000);
});

describe("a date range on a single-field index, equality on a compound index's first field", () => {
  test("match what the same filters match without the indexes, for every bound", async () => {
    const indexed = target.db.collection<Row>("ranged");
    await indexed.createIndex({ group: 1, at: -1 });
    const plain = target.db.collection<Row>("unindexed");
    await indexed.createIndex({ at: 1 });
    await indexed.createIndex({ "payment.paidAt": 1 });
    await indexed.insertMany(rows());
    await plain.insertMany(rows());
    const day = (n: number) => new Date(START + n * DAY);
    const filters = [
      { at: { $gte: day(10) } },
      { at: { $gt: day(10), $lte: day(20) } },
      { at: { $lt: day(5) } },
      { at: { $gte: day(45), $lt: day(45) } },
      { at: { $gte: day(30), $gt: day(40), $lte: day(50), $lt: day(55) } },
      { "payment.paidAt": { $gte: day(80) }, group: 1 },
      { at: { $gte: day(100) } },
      // Equality on a compound index's first field.
      { group: 3 },
      { group: { $in: [0, 4] }, at: { $lt: day(30) } },
    ];
    for (const filter of filters) {
      const expected = await plain.find(filter, { sort: { _id: 1 } }).toArray();
      expect(await indexed.find(filter, { sort: { _id: 1 } }).toArray()).toEqual(expected);
      expect(await indexed.countDocuments(filter)).toBe(expected.length);
    }
    // An array holding a date in range matches; the string and null never match a date bound.
    expect((await indexed.find({ at: { $gte: day(45), $lte: day(45) } }).toArray()).map((row) => row._id)).toContain(79);
    expect(await indexed.countDocuments({ at: { $gte: day(0) } })).toBe(3000 - rows().filter((row) => row.at === undefined || row.at === null || row.at === "soon").length);

    // Writes move documents in and out of the range.
    await indexed.updateOne({ _id: 1 }, { $set: { at: day(200) } });
    await indexed.deleteOne({ _id: 2 });
    await indexed.insertOne({ _id: 5000, group: 0, at: day(150) });
    expect((await indexed.find({ at: { $gte: day(100) } }, { sort: { _id: 1 } }).toArray()).map((row) => row._id)).toEqual([1, 5000]);
    expect(await indexed.countDocuments({ at: { $lt: day(60) }, _id: { $in: [1, 2] } })).toBe(0);
  }, 60_000);
});

type Stocked = { _id: number; stock?: unknown; sizes?: { stock?: unknown }[] };

/**
 * 2,000 products: a stock figure (whole, fractional, negative, missing, null, a string, a long, a
 * decimal, NaN, an array) and sizes, each with its own stock, as the shop keeps them.
 */
function stocked(): Stocked[] {
  const odd = (index: number): unknown =>
    index % 101 === 0 ? Long.fromNumber(index % 9) : index % 103 === 0 ? Decimal128.fromString(`${index % 11}.5`) : index % 107 === 0 ? Number.NaN : index % 109 === 0 ? "4" : index % 113 === 0 ? null : index % 127 === 0 ? [2, 40] : index % 131 === 0 ? -3 : index % 137 === 0 ? 4.5 : index % 139 === 0 ? new Int32(5) : index % 149 === 0 ? new Double(6) : (index * 37) % 50;
  return Array.from({ length: 2000 }, (_, index) => ({
    _id: index,
    ...(index % 97 === 0 ? {} : { stock: odd(index) }),
    sizes: Array.from({ length: 1 + (index % 4) }, (_, size) => (index % 151 === size ? {} : { stock: odd(index * 3 + size) })),
  }));
}

describe("a range of numbers on a single-field index, multikey or not", () => {
  test("matches what the same filters match without the index, for every bound and kind of number", async () => {
    const indexed = target.db.collection<Stocked>("stock_ranged");
    await indexed.createIndex({ stock: 1 });
    await indexed.createIndex({ "sizes.stock": 1 });
    const plain = target.db.collection<Stocked>("stock_unindexed");
    await indexed.insertMany(stocked());
    await plain.insertMany(stocked());
    const bounds = [
      { $lte: 5 },
      { $lt: 5 },
      { $gt: 45 },
      { $gte: 0, $lte: 5 },
      { $gt: 2, $lt: 3 },
      { $gte: 10, $lt: 10 },
      { $gte: -Infinity },
      { $lt: Infinity, $gt: 4.25 },
      { $gte: 4, $lte: 4 },
      { $gte: 30, $gt: 20, $lte: 35, $lt: 40 },
    ];
    for (const bound of bounds) {
      for (const filter of [{ stock: bound }, { "sizes.stock": bound }]) {
        const expected = await plain.find(filter, { sort: { _id: 1 } }).toArray();
        expect(await indexed.find(filter, { sort: { _id: 1 } }).toArray()).toEqual(expected);
        expect(await indexed.countDocuments(filter)).toBe(expected.length);
      }
    }
    // Each end met by a different size still matches without $elemMatch, as on mongod.
    expect((await indexed.find({ "sizes.stock": { $gt: 2, $lt: 3 } }).toArray()).length).toBeGreaterThan(0);

    // Writes move documents in and out of the range.
    await indexed.updateOne({ _id: 1 }, { $set: { "sizes.0.stock": 1000 } });
    await indexed.deleteOne({ _id: 2 });
    await indexed.insertOne({ _id: 5000, sizes: [{ stock: 2000 }, { stock: 1 }] });
    expect((await indexed.find({ "sizes.stock": { $gte: 1000 } }, { sort: { _id: 1 } }).toArray()).map((row) => row._id)).toEqual([1, 5000]);
    expect(await indexed.countDocuments({ "sizes.stock": { $lt: 1000 }, _id: { $in: [2, 5000] } })).toBe(1);
  }, 60_000);

  test("reads the index, not the collection, for a range on the low-stock sizes", async () => {
    const coll = target.db.collection<Stocked>("stock_explained");
    await coll.createIndex({ "sizes.stock": 1 });
    await coll.insertMany(Array.from({ length: 500 }, (_, index) => ({ _id: index, sizes: [{ stock: 10 + index }, { stock: index % 50 === 0 ? 3 : 60 }] })));
    const explained = await coll.find({ "sizes.stock": { $lte: 5 } }).explain("executionStats");
    expect(explained.executionStats.nReturned).toBe(10);
    expect(explained.executionStats.totalDocsExamined).toBeLessThan(50);
    expect(JSON.stringify(explained.queryPlanner.winningPlan)).toContain('"indexName":"sizes.stock_1"');
  });
});

describe("counts", () => {
  test("countDocuments and a constant $group with $sum: 1 count matches, and give nothing for no match", async () => {
    const coll = target.db.collection<Row>("counted");
    expect(await coll.countDocuments({})).toBe(0);
    expect(await coll.aggregate([{ $match: {} }, { $group: { _id: null, n: { $sum: 1 } } }]).toArray()).toEqual([]);
    await coll.insertMany(rows());
    expect(await coll.countDocuments({})).toBe(3000);
    expect(await coll.countDocuments({ group: 3 })).toBe(600);
    expect(await coll.countDocuments({ group: 3 }, { skip: 590 })).toBe(10);
    expect(await coll.aggregate([{ $match: { group: 4 } }, { $group: { _id: 1, rows: { $sum: 1 } } }]).toArray()).toEqual([{ _id: 1, rows: 600 }]);
    expect(await coll.aggregate([{ $match: { group: 4 } }, { $group: { _id: null, n: { $sum: 2 } } }]).toArray()).toEqual([{ _id: null, n: 1200 }]);
  });

  test("sums of a field on a constant _id add up what the general $group adds up", async () => {
    const coll = target.db.collection<{ _id: number | string; [field: string]: unknown }>("summed");
    await coll.insertMany([
      ...Array.from({ length: 2000 }, (_, index) => ({ _id: index, state: index % 4 ? "paid" : "unpaid", total: index % 10 === 0 ? "n/a" : 1000.5 + index * 0.25, nested: { amount: index % 3 } })),
      { _id: "array", state: "paid", total: [1, 2], nested: [{ amount: 5 }] },
      { _id: "missing", state: "paid" },
    ]);
    const group = { _id: null, sales: { $sum: "$total" }, orders: { $sum: 1 }, nested: { $sum: "$nested.amount" } };
    const quick = await coll.aggregate([{ $match: { state: "paid" } }, { $group: group }]).toArray();
    // A $project first leaves the shortcut out: the general path.
    const general = await coll.aggregate([{ $match: { state: "paid" } }, { $project: { total: 1, nested: 1 } }, { $group: group }]).toArray();
    expect(quick).toEqual(general);
    expect(quick[0]).toMatchObject({ _id: null, orders: 1502 });
  });

  test("a count of one indexed equality, read from the index, answers what the documents answer", async () => {
    type Shaped = { _id: number; [field: string]: unknown };
    const coll = target.db.collection<Shaped>("counted_by_index");
    await coll.createIndex({ status: 1, createdAt: -1 });
    await coll.createIndex({ tags: 1 });
    await coll.createIndex({ "lines.product": 1 });
    await coll.createIndex({ code: 1 }, { sparse: true });
    await coll.createIndex({ level: 1 }, { partialFilterExpression: { level: { $gt: 2 } } });
    const statuses = ["Pending", "Paid", "Shipped"];
    await coll.insertMany(
      Array.from({ length: 1500 }, (_, index) => ({
        _id: index,
        createdAt: new Date(START + index * 1000),
        level: index % 5,
        // Mixed number widths, a numeric string, an array of two statuses, nested arrays, none at all.
        status: index % 101 === 0 ? [statuses[0], statuses[1]] : index % 103 === 0 ? [[statuses[0]]] : index % 107 === 0 ? undefined : statuses[index % 3],
        tags: index % 7 === 0 ? ["gift", "gift", "oud"] : index % 11 === 0 ? [] : index % 13 === 0 ? "gift" : ["musk"],
        lines: index % 17 === 0 ? [{ product: index % 4 }, { product: new Int32(index % 4) }] : [{ product: index % 4 === 0 ? new Double(0) : index % 4 }],
        ...(index % 19 === 0 ? { code: index % 2 ? "x" : null } : {}),
      })),
    );
    await coll.updateMany({ _id: { $lt: 40 } }, { $set: { status: "Paid" } });
    await coll.deleteMany({ _id: { $gte: 1450 } });
    const filters: Doc[] = [
      { status: "Pending" },
      { status: { $eq: "Paid" } },
      { status: { $in: ["Pending", "Paid", "Pending"] } },
      { status: "Nobody" },
      { tags: "gift" },
      { tags: { $in: ["gift", "oud"] } },
      { "lines.product": 0 },
      { "lines.product": { $in: [1, 3] } },
      { "lines.0.product": 2 },
      { code: "x" },
      { level: 3 },
      { createdAt: new Date(START + 5000) },
      { status: "Pending", level: 1 },
    ];
    for (const filter of filters) {
      const documents = await coll.countDocuments(filter, { hint: { $natural: 1 } });
      expect({ filter, count: await coll.countDocuments(filter) }).toEqual({ filter, count: documents });
      const command = await target.db.command({ count: coll.collectionName, query: filter });
      expect({ filter, count: command.n }).toEqual({ filter, count: documents });
    }
    expect(await coll.countDocuments({ status: "Pending" })).toBeGreaterThan(400);
  });
});
