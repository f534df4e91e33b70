/**
 * Query and update operators as mongod answers them, where the engine once answered otherwise
 * (found by running mongoose's own test suite against it: `npm run spec:mongoose`). Each case is
 * mongod's documented behaviour; like the other conformance files these run against whatever
 * MONGODB_URI names, so a real mongod checks the expectations too.
 */
import { Binary, type Collection, Double, type Filter, Int32, Long, ObjectId, type UpdateFilter, type UpdateOptions } from "mongodb";
import { serverError, connectTestDatabase } from "./helpers";

type Row = { _id: number; [field: string]: unknown };
let coll: Collection<Row>;

const target = connectTestDatabase("operators");

beforeEach(() => {
  coll = target.freshCollection<Row>();
});

/** Untyped updates: the driver's types leave out `_id`, and fields the Row type does not list. */
function updateOne(filter: Filter<Row>, update: Record<string, unknown>, options?: UpdateOptions) {
  return coll.updateOne(filter, update as UpdateFilter<Row>, options);
}

describe("_id in update operators", () => {
  test("$set of _id to the value it has is a no-op beside the other fields", async () => {
    await coll.insertOne({ _id: 1, a: 1, nested: { k: "v" } });
    const res = await updateOne({ _id: 1 }, { $set: { _id: 1, a: 2 } });
    expect([res.matchedCount, res.modifiedCount]).toEqual([1, 1]);
    type Keyed = { _id: { k: number; j: number }; [field: string]: unknown };
    const keyed = target.db.collection<Keyed>(coll.collectionName);
    await keyed.insertOne({ _id: { k: 1, j: 2 }, a: 1 });
    await keyed.updateOne({ a: 1 }, { $set: { _id: { k: 1, j: 2 }, a: 3 } } as UpdateFilter<Keyed>);
    await keyed.updateOne({ a: 3 }, { $set: { "_id.k": 1, b: 1 } } as UpdateFilter<Keyed>);
    expect(await coll.find({}, { sort: { a: 1 } }).toArray()).toEqual([
      { _id: 1, a: 2, nested: { k: "v" } },
      { _id: { k: 1, j: 2 }, a: 3, b: 1 },
    ]);
  });

  test("$set of _id to another value, and $unset of _id, are ImmutableField 66", async () => {
    await coll.insertOne({ _id: 1, a: 1 });
    const changed = await serverError(updateOne({ _id: 1 }, { $set: { _id: 2, a: 2 } }));
    expect(changed.code).toBe(66);
    expect(changed.message).toMatch(/^Performing an update on the path '_id' would modify the immutable field '_id'/);
    const unset = await serverError(updateOne({ _id: 1 }, { $unset: { _id: "" } }));
    expect(unset.code).toBe(66);
    expect(await coll.find().toArray()).toEqual([{ _id: 1, a: 1 }]);
  });

  test("an upsert's insert takes _id from $set or $setOnInsert when its query names none", async () => {
    await updateOne({ a: 1 }, { $set: { _id: 5, b: 1 } }, { upsert: true });
    await updateOne({ a: 2 }, { $setOnInsert: { _id: 6 }, $set: { b: 2 } }, { upsert: true });
    await updateOne({ _id: 7 }, { $set: { _id: 7, b: 3 } }, { upsert: true });
    expect(await coll.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 5, a: 1, b: 1 },
      { _id: 6, a: 2, b: 2 },
      { _id: 7, b: 3 },
    ]);
  });
});

describe("'$'-prefixed field names in updates (5.0+)", () => {
  test("an upsert's insert stores them, as an insert does", async () => {
    await updateOne({ date: "2021-07-07" }, { $set: { phone: 25.17, $hotel: 320.1 } }, { upsert: true });
    await updateOne({ date: "2021-07-08" }, { $set: { "$each.count": 42 } }, { upsert: true });
    expect(await coll.find({}, { sort: { date: 1 }, projection: { _id: 0 } }).toArray()).toEqual([
      { date: "2021-07-07", phone: 25.17, $hotel: 320.1 },
      { date: "2021-07-08", $each: { count: 42 } },
    ]);
  });

  test("the same $set on an existing document is refused, nothing written", async () => {
    await coll.insertOne({ _id: 1, date: "2021-07-07" });
    const err = await serverError(updateOne({ date: "2021-07-07" }, { $set: { phone: 25.17, $hotel: 320.1 } }, { upsert: true }));
    expect(err.message).toMatch(/\$hotel/);
    expect(await coll.find().toArray()).toEqual([{ _id: 1, date: "2021-07-07" }]);
  });
});

describe("update operators on a target that cannot take them are refused, nothing written", () => {
  const doc = { _id: 1, num: 42, str: "s", nil: null, list: [{ body: "a" }, { body: "b" }] };

  test.each([
    ["$push on a number", { $push: { num: 1 } }, 2],
    ["$addToSet on a number", { $addToSet: { num: 1 } }, 2],
    ["$pull on a number", { $pull: { num: 1 } }, 2],
    ["$pullAll on a string", { $pullAll: { str: ["s"] } }, 2],
    ["$pop on a number", { $pop: { num: 1 } }, 14],
    ["$inc on a string", { $inc: { str: 1 } }, 14],
    ["$inc on null", { $inc: { nil: 1 } }, 14],
    ["$mul on a string", { $mul: { str: 2 } }, 14],
    ["$set through a number", { $set: { "num.x": 1 } }, 28],
    ["$set through null", { $set: { "nil.x": 1 } }, 28],
    ["$set of a field of every element by a non-numeric part", { $set: { "list.body": "c" } }, 28],
    ["$inc through a string", { $inc: { "str.n": 1 } }, 28],
  ])("%s", async (_label, update, code) => {
    await coll.insertOne(doc);
    const err = await serverError(updateOne({ _id: 1 }, update));
    expect(err.code).toBe(code);
    expect(await coll.findOne({ _id: 1 })).toEqual(doc);
  });

  test("messages name the field and its type as mongod does", async () => {
    await coll.insertOne(doc);
    expect((await serverError(updateOne({ _id: 1 }, { $push: { num: 1 } }))).message).toBe("The field 'num' must be an array but is of type int in document {_id: 1}");
    expect((await serverError(updateOne({ _id: 1 }, { $inc: { str: 1 } }))).message).toBe(
      "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 'str' of non-numeric type string",
    );
    expect((await serverError(updateOne({ _id: 1 }, { $set: { "num.x": 1 } }))).message).toBe("Cannot create field 'x' in element {num: 42}");
  });

  test("missing fields are created, and $unset/$pull/$pop through a scalar do nothing", async () => {
    await coll.insertOne(doc);
    await updateOne({ _id: 1 }, { $push: { fresh: 1 }, $inc: { n: 2 }, $set: { "deep.er": 1 }, $addToSet: { set: "x" } });
    await updateOne({ _id: 1 }, { $unset: { "num.x": "" }, $pull: { "str.x": 1, gone: 1 }, $pop: { "nil.x": 1 } });
    expect(await coll.findOne({ _id: 1 })).toEqual({ ...doc, fresh: [1], n: 2, deep: { er: 1 }, set: ["x"] });
  });
});

describe("$pull", () => {
  beforeEach(async () => {
    await coll.insertOne({
      _id: 1,
      members: [
        { name: "Axl", role: "Lead Singer" },
        { name: "Slash", role: "Guitar" },
        { name: "Izzy", role: "Guitar" },
        { name: "Duff", role: "Bass" },
      ],
      nums: [1, 2, 3, 4, 5, [1, 2]],
    });
  });

  async function members(): Promise<unknown> {
    return (await coll.findOne({ _id: 1 }))?.members;
  }

  test("a condition with $or applies to the fields of each element that is a document", async () => {
    await updateOne({ _id: 1 }, { $pull: { members: { $or: [{ name: "Slash", role: "Guitar" }, { role: "Bass" }] } } });
    expect(await members()).toEqual([
      { name: "Axl", role: "Lead Singer" },
      { name: "Izzy", role: "Guitar" },
    ]);
  });

  test("a document condition is a query on each element, not an exact match", async () => {
    await updateOne({ _id: 1 }, { $pull: { members: { role: "Guitar" } } });
    expect(await members()).toEqual([
      { name: "Axl", role: "Lead Singer" },
      { name: "Duff", role: "Bass" },
    ]);
  });

  test("value operators apply to each element; an array value removes the equal arrays", async () => {
    await updateOne({ _id: 1 }, { $pull: { nums: { $in: [2, 4] } } });
    await updateOne({ _id: 1 }, { $pull: { nums: [1, 2] } });
    expect((await coll.findOne({ _id: 1 }))?.nums).toEqual([1, 3, 5]);
    await updateOne({ _id: 1 }, { $pull: { nums: { $gte: 3 } } });
    expect((await coll.findOne({ _id: 1 }))?.nums).toEqual([1]);
  });
});

describe("several $[] paths under one array in one update", () => {
  test("each is applied, as mongod does when they do not overlap", async () => {
    await coll.insertOne({ _id: 1, children: [{ n: 1 }, { n: 2 }] });
    await updateOne({ _id: 1 }, { $set: { "children.$[].a": 1, "children.$[c].b": 2 }, $inc: { "children.$[].n": 10 } }, { arrayFilters: [{ "c.n": 2 }] });
    expect((await coll.findOne({ _id: 1 }))?.children).toEqual([
      { n: 11, a: 1 },
      { n: 12, a: 1, b: 2 },
    ]);
  });
});

async function ids(filter: Record<string, unknown>): Promise<unknown[]> {
  return (await coll.find(filter as Filter<Row>, { sort: { _id: 1 }, projection: { _id: 1 } }).toArray()).map((d) => d._id);
}

describe("query operators", () => {
  test("$elemMatch of value operators over an array of scalars, in a query and a projection", async () => {
    await coll.insertMany([
      { _id: 1, nums: [1, 5, 9] },
      { _id: 2, nums: [2, 3] },
    ]);
    expect(await ids({ nums: { $elemMatch: { $gte: 5, $lt: 9 } } })).toEqual([1]);
    expect(await ids({ nums: { $elemMatch: { $in: [3, 9] } } })).toEqual([1, 2]);
    const projected = await coll.find({}, { sort: { _id: 1 }, projection: { nums: { $elemMatch: { $gte: 3 } } } }).toArray();
    expect(projected).toEqual([{ _id: 1, nums: [5] }, { _id: 2, nums: [3] }]);
    const byIn = await coll.find({ _id: 1 }, { projection: { nums: { $elemMatch: { $in: [9, 1] } } } }).toArray();
    expect(byIn).toEqual([{ _id: 1, nums: [1] }]);
  });

  test("$all on a field that is not an array is equality on it; an empty $all matches nothing", async () => {
    await coll.insertMany([
      { _id: 1, tag: "a" },
      { _id: 2, tag: ["a", "b"] },
      { _id: 3, tag: "b" },
    ]);
    expect(await ids({ tag: { $all: ["a"] } })).toEqual([1, 2]);
    expect(await ids({ tag: { $all: ["a", "b"] } })).toEqual([2]);
    expect(await ids({ tag: { $all: [] } })).toEqual([]);
  });

  test("BinData compares by length, then subtype, then bytes; $in and $nin find it", async () => {
    const bin = (s: string, subtype = 0) => new Binary(Buffer.from(s), subtype);
    await coll.insertMany([
      { _id: 1, b: bin("über") },
      { _id: 2, b: bin("buffer shtuffs are neat") },
      { _id: 3, b: bin("hello world") },
      { _id: 4, b: bin("hello world", 4) },
    ]);
    expect(await ids({ b: { $gt: bin("über") } })).toEqual([2, 3, 4]);
    expect(await ids({ b: { $lt: bin("buffer shtuffs are neat") } })).toEqual([1, 3, 4]);
    expect(await ids({ b: { $gt: bin("hello world") } })).toEqual([2, 4]);
    expect(await ids({ b: { $lte: bin("zzzzzz") } })).toEqual([1]);
    expect(await ids({ b: { $in: [bin("über"), bin("hello world")] } })).toEqual([1, 3]);
    expect(await ids({ b: { $nin: [bin("über")] } })).toEqual([2, 3, 4]);
  });

  test("a stored long compares with ints and doubles", async () => {
    await coll.insertMany([
      { _id: 1, n: Long.fromNumber(5) },
      { _id: 2, n: Long.fromString("9223372036854775807") },
      { _id: 3, n: 7 },
    ]);
    expect(await ids({ n: { $gt: 4 } })).toEqual([1, 2, 3]);
    expect(await ids({ n: { $lt: 6.5 } })).toEqual([1]);
    expect(await ids({ n: { $gte: Long.fromNumber(7) } })).toEqual([2, 3]);
    expect(await ids({ n: { $lt: Long.fromString("9223372036854775807") } })).toEqual([1, 3]);
  });

  test("$type tells long, int and double apart; number is any of them", async () => {
    await coll.insertMany([
      { _id: 1, v: Long.fromNumber(5) },
      { _id: 2, v: new Int32(5) },
      { _id: 3, v: new Double(5.5) },
      { _id: 4, v: "5" },
      { _id: 5, v: [new Double(1.5), "x"] },
    ]);
    expect(await ids({ v: { $type: "long" } })).toEqual([1]);
    expect(await ids({ v: { $type: "int" } })).toEqual([2]);
    expect(await ids({ v: { $type: 16 } })).toEqual([2]);
    expect(await ids({ v: { $type: "double" } })).toEqual([3, 5]);
    expect(await ids({ v: { $type: "number" } })).toEqual([1, 2, 3, 5]);
    expect(await ids({ v: { $type: ["string", "long"] } })).toEqual([1, 4, 5]);
    expect(await ids({ v: { $type: "array" } })).toEqual([5]);
  });

  test("DBRef fields $ref, $id and $db are field names inside $elemMatch", async () => {
    const id = new ObjectId();
    await coll.insertMany([
      { _id: 1, members: [{ $ref: "users", $id: id, $db: "app" }] },
      { _id: 2, members: [{ $ref: "users", $id: new ObjectId(), $db: "app" }] },
    ]);
    expect(await ids({ members: { $elemMatch: { $id: id } } })).toEqual([1]);
  });
});

describe("$slice projection", () => {
  beforeEach(async () => {
    await coll.insertOne({ _id: 1, name: "n", secret: "s", arr: [1, 2, 3, 4], sub: { a: 1, b: 2 } });
  });

  async function projected(projection: Record<string, unknown>): Promise<unknown> {
    return coll.findOne({ _id: 1 }, { projection });
  }

  test("alone or beside exclusions it keeps every other field", async () => {
    expect(await projected({ arr: { $slice: 2 } })).toEqual({ _id: 1, name: "n", secret: "s", arr: [1, 2], sub: { a: 1, b: 2 } });
    expect(await projected({ secret: 0, "sub.a": 0, arr: { $slice: -1 } })).toEqual({ _id: 1, name: "n", arr: [4], sub: { b: 2 } });
    expect(await projected({ arr: { $slice: [1, 2] } })).toMatchObject({ arr: [2, 3], name: "n" });
    expect(await projected({ arr: { $slice: [-3, 1] } })).toMatchObject({ arr: [2] });
  });

  test("beside inclusions the sliced field is included, in document order", async () => {
    const doc = await projected({ arr: { $slice: 1 }, name: 1 });
    expect(doc).toEqual({ _id: 1, name: "n", arr: [1] });
    expect(Object.keys(doc as object)).toEqual(["_id", "name", "arr"]);
  });

  test("an inclusion projection keeps the document's field order, nested documents too", async () => {
    await coll.insertOne({ _id: 2, z: 1, m: { y: 1, b: 2, c: 3 }, a: 2 });
    const doc = await coll.findOne({ _id: 2 }, { projection: { a: 1, "m.c": 1, "m.y": 1, z: 1 } });
    expect(JSON.stringify(doc)).toBe(JSON.stringify({ _id: 2, z: 1, m: { y: 1, c: 3 }, a: 2 }));
  });

  test("a positional projection shows the element the query matched, beside a $slice too", async () => {
    await coll.insertOne({ _id: 3, tags: [{ tag: "bacon", n: 2 }, { tag: "eggs", n: 3 }], arr: [1, 2, 3] });
    expect(await coll.findOne({ "tags.tag": "eggs" }, { projection: { "tags.$": 1 } })).toEqual({ _id: 3, tags: [{ tag: "eggs", n: 3 }] });
    const both = await coll.find({ tags: { $elemMatch: { n: 2 } } }, { projection: { "tags.$": 1, arr: { $slice: 1 } }, limit: 1, sort: { _id: 1 } }).toArray();
    expect(both).toEqual([{ _id: 3, tags: [{ tag: "bacon", n: 2 }], arr: [1] }]);
  });

  test("findOneAndUpdate's projection slices the same way", async () => {
    const after = await coll.findOneAndUpdate({ _id: 1 }, { $push: { arr: 5 } } as unknown as UpdateFilter<Row>, { projection: { arr: { $slice: -2 }, secret: 0 }, returnDocument: "after" });
    expect(after).toEqual({ _id: 1, name: "n", arr: [4, 5], sub: { a: 1, b: 2 } });
  });
});

describe("filters", () => {
  test("an unknown operator is refused on a collection that does not exist too", async () => {
    const missing = target.db.collection<Row>("never_created");
    const err = await serverError(missing.find({ someProp: { $notAnOperator: "value" } } as Filter<Row>).toArray());
    expect(err.code).toBe(2);
    expect(err.message).toMatch(/\$notAnOperator/);
  });
});

describe("aggregation", () => {
  test("an unknown stage is 40324 with mongod's message", async () => {
    const err = await serverError(coll.aggregate([{ $fakeStage: { name: "test" } }]).toArray());
    expect([err.code, err.message]).toEqual([40324, "Unrecognized pipeline stage name: '$fakeStage'"]);
  });
});

describe("a BSON double with a whole value stays a double", () => {
  /** The raw BSON types as stored, read without the driver turning them into JS numbers. */
  async function raw(id: number): Promise<Record<string, unknown> | null> {
    return coll.findOne({ _id: id }, { promoteValues: false }) as Promise<Record<string, unknown> | null>;
  }

  test("inserted, it reads back as a double, $type finds it as double and not as int", async () => {
    await coll.insertMany([
      { _id: 1, v: new Double(42), nested: { w: new Double(0), arr: [new Double(1), 2, new Double(-3)] } },
      { _id: 2, v: 42 },
      { _id: 3, v: new Double(4.5) },
    ]);
    const one = await raw(1);
    expect(one?.v).toBeInstanceOf(Double);
    expect((one?.nested as { w: unknown }).w).toBeInstanceOf(Double);
    const arr = (one?.nested as { arr: unknown[] }).arr;
    expect(arr.map((x) => (x as { _bsontype: string })._bsontype)).toEqual(["Double", "Int32", "Double"]);
    expect((await raw(2))?.v).toBeInstanceOf(Int32);
    expect(await ids({ v: { $type: "double" } })).toEqual([1, 3]);
    expect(await ids({ v: { $type: "int" } })).toEqual([2]);
    expect(await ids({ "nested.w": { $type: 1 } })).toEqual([1]);
    expect(await ids({ "nested.arr": { $type: "int" } })).toEqual([1]);
    // Equality does not tell them apart.
    expect(await ids({ v: 42 })).toEqual([1, 2]);
    // Promoted, the driver gives the plain number.
    expect(await coll.findOne({ _id: 1 }, { projection: { v: 1 } })).toEqual({ _id: 1, v: 42 });
  });

  test("projections, replacements, $set, $inc and upserts keep it a double", async () => {
    await coll.insertOne({ _id: 1, v: new Double(7), i: 7, keep: new Double(1) });
    const projected = await coll.findOne({ _id: 1 }, { projection: { keep: 1 }, promoteValues: false });
    expect(projected?.keep).toBeInstanceOf(Double);
    await updateOne({ _id: 1 }, { $set: { s: new Double(2), sub: { d: new Double(3) } }, $inc: { v: 1, i: new Double(1) } });
    const updated = await raw(1);
    expect([updated?.v, updated?.i, updated?.s, (updated?.sub as { d: unknown }).d, updated?.keep].map((x) => (x as { _bsontype: string })._bsontype)).toEqual([
      "Double",
      "Double",
      "Double",
      "Double",
      "Double",
    ]);
    expect(Number(updated?.v)).toBe(8);
    await coll.replaceOne({ _id: 1 }, { r: new Double(5) });
    expect((await raw(1))?.r).toBeInstanceOf(Double);
    await updateOne({ _id: 2 }, { $set: { u: new Double(6) } }, { upsert: true });
    expect((await raw(2))?.u).toBeInstanceOf(Double);
    expect(await ids({ u: { $type: "double" } })).toEqual([2]);
  });
});

describe("BinData", () => {
  test("a user-defined subtype (128) is kept, and $set of the same bytes with another subtype writes it", async () => {
    await coll.insertOne({ _id: 1, b: new Binary(Buffer.from("hi"), 128), nested: { b: new Binary(Buffer.from("x"), 0) } });
    const stored = await coll.findOne({ _id: 1 });
    expect((stored?.b as Binary).sub_type).toBe(128);
    const res = await updateOne({ _id: 1 }, { $set: { b: new Binary(Buffer.from("hi"), 0), nested: { b: new Binary(Buffer.from("x"), 5) } } });
    expect(res.modifiedCount).toBe(1);
    const after = await coll.findOne({ _id: 1 });
    expect((after?.b as Binary).sub_type).toBe(0);
    expect(((after?.nested as { b: Binary }).b).sub_type).toBe(5);
    expect(await ids({ b: { $type: "binData" } })).toEqual([1]);
  });

  test("$bitsAllSet, $bitsAnySet, $bitsAllClear and $bitsAnyClear read BinData bit by bit, first byte first", async () => {
    // ff 00 00 …: bits 0-7 set, every other clear.
    await coll.insertMany([
      { _id: 1, b: new Binary(Buffer.from("ff" + "00".repeat(15), "hex"), 4) },
      { _id: 2, b: new Binary(Buffer.from("0100", "hex"), 0) },
    ]);
    expect(await ids({ b: { $bitsAllSet: [0, 4] } })).toEqual([1]);
    expect(await ids({ b: { $bitsAllSet: 2 ** 15 } })).toEqual([]);
    expect(await ids({ b: { $bitsAnySet: 3 } })).toEqual([1, 2]);
    expect(await ids({ b: { $bitsAnySet: [8] } })).toEqual([]);
    expect(await ids({ b: { $bitsAnyClear: [0, 32] } })).toEqual([1, 2]);
    expect(await ids({ b: { $bitsAnyClear: 7 } })).toEqual([2]);
    expect(await ids({ b: { $bitsAllClear: [16, 17, 18] } })).toEqual([1, 2]);
    expect(await ids({ b: { $bitsAllClear: 3 } })).toEqual([]);
    expect(await ids({ b: { $bitsAllSet: new Binary(Buffer.from("01", "hex")) } })).toEqual([1, 2]);
    // Bits past the end of the data are clear.
    expect(await ids({ b: { $bitsAllClear: [200] } })).toEqual([1, 2]);
  });

  test("on numbers: 64-bit two's complement, negatives sign-extended, fractions never match", async () => {
    await coll.insertMany([
      { _id: 1, n: 5 },
      { _id: 2, n: -1 },
      { _id: 3, n: Long.fromString("4294967296") },
      { _id: 4, n: 5.5 },
      { _id: 5, n: "5" },
    ]);
    expect(await ids({ n: { $bitsAllSet: 5 } })).toEqual([1, 2]);
    expect(await ids({ n: { $bitsAllSet: [32] } })).toEqual([2, 3]);
    expect(await ids({ n: { $bitsAllSet: [100] } })).toEqual([2]);
    expect(await ids({ n: { $bitsAllClear: [0] } })).toEqual([3]);
    expect(await ids({ n: { $bitsAnyClear: [0] } })).toEqual([3]);
  });
});

describe("hint", () => {
  beforeEach(async () => {
    await coll.insertMany([
      { _id: 1, name: "Andrew", qty: 4 },
      { _id: 2, name: "Betty", qty: 5 },
      { _id: 3, name: "Charlie", qty: 4 },
      { _id: 4, name: "Dora" },
    ]);
    await coll.createIndex({ qty: -1, name: -1 });
    await coll.createIndex({ qty: 1 }, { sparse: true, name: "qty_sparse" });
  });

  test("an unsorted find or aggregate returns documents in the hinted index's order", async () => {
    const names = (docs: Record<string, unknown>[]) => docs.map((d) => d.name);
    expect(names(await coll.aggregate([{ $match: {} }], { hint: { qty: -1, name: -1 } }).toArray())).toEqual(["Betty", "Charlie", "Andrew", "Dora"]);
    expect(names(await coll.aggregate([{ $project: { name: 1 } }], { hint: { qty: -1, name: -1 } }).toArray())).toEqual(["Betty", "Charlie", "Andrew", "Dora"]);
    expect(names(await coll.find({}, { hint: { qty: -1, name: -1 } }).toArray())).toEqual(["Betty", "Charlie", "Andrew", "Dora"]);
    expect(names(await coll.find({}, { hint: { $natural: -1 } }).toArray())).toEqual(["Dora", "Charlie", "Betty", "Andrew"]);
    // A sort still decides the order.
    expect(names(await coll.find({}, { hint: { qty: -1, name: -1 }, sort: { name: 1 } }).toArray())).toEqual(["Andrew", "Betty", "Charlie", "Dora"]);
  });

  test("a hinted sparse index reaches only the documents it holds", async () => {
    expect((await coll.find({}, { hint: "qty_sparse" }).toArray()).map((d) => d._id)).toEqual([1, 3, 2]);
    expect(await coll.countDocuments({}, { hint: "qty_sparse" })).toBe(3);
    expect(await coll.countDocuments({})).toBe(4);
  });
});

describe("__proto__, constructor and prototype are field names like any other", () => {
  test("$rename and $set create them as fields, a filter finds them, nothing reaches Object", async () => {
    await coll.insertMany([
      { _id: 1, hello: "world" },
      { _id: 2, hello: "there" },
      { _id: 3, path1: {} },
    ]);
    await updateOne({ _id: 1 }, { $rename: { hello: "__proto__.polluted" } });
    await updateOne({ _id: 2 }, { $rename: { hello: "constructor.polluted" } });
    const after = await coll.findOneAndUpdate({ _id: 3 }, { $set: { path1: JSON.parse('{"__proto__":"abcd"}') as unknown } }, { returnDocument: "after" });
    expect(Object.hasOwn(after?.path1 as object, "__proto__")).toBe(true);
    expect((after?.path1 as Record<string, unknown>)["__proto__"]).toBe("abcd");

    const one = await coll.findOne({ _id: 1 });
    expect(Object.keys(one ?? {})).toEqual(["_id", "__proto__"]);
    expect((Object.getOwnPropertyDescriptor(one, "__proto__")?.value as { polluted: unknown }).polluted).toBe("world");
    const two = await coll.findOne({ _id: 2 });
    expect(Object.getOwnPropertyDescriptor(two, "constructor")?.value).toEqual({ polluted: "there" });

    expect(await ids({ "__proto__.polluted": "world" })).toEqual([1]);
    expect(await ids({ "constructor.polluted": { $exists: true } })).toEqual([2]);
    expect(await ids({ "constructor.polluted": { $exists: false } })).toEqual([1, 3]);
    // A further update keeps them.
    await updateOne({ "__proto__.polluted": "world" }, { $set: { "__proto__.other": 1, x: 1 } });
    const again = await coll.findOne({ _id: 1 });
    expect(Object.getOwnPropertyDescriptor(again, "__proto__")?.value).toEqual({ polluted: "world", other: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });
});
