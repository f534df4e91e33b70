/**
 * Collations as mongod applies them (ICU, locale `en`): strengths 1–3, caseLevel, caseFirst and
 * numericOrdering in filters, sorts, counts, distinct, aggregation and writes; a collection's
 * default collation; unique indexes that compare by their collation; and the specs mongod
 * refuses. Like the other conformance files these run against whatever MONGODB_URI names.
 */
import type { Collection, Document } from "mongodb";
import { connectTestDatabase, serverError } from "./helpers";

const target = connectTestDatabase("collation");

type Row = { _id: number; name: string };
let coll: Collection<Row>;
const NAMES = ["alpha", "Alpha", "ALPHA", "alphá", "Beta", "beta", "zeta", "ZETA"];

beforeEach(async () => {
  coll = target.freshCollection<Row>();
  await coll.insertMany(NAMES.map((name, i) => ({ _id: i + 1, name })));
});

const ids = (docs: Row[]) => docs.map((d) => d._id);
const names = (docs: Row[]) => docs.map((d) => d.name);

test("equality: strength 1 ignores case and accents, 2 ignores case, 3 ignores neither; caseLevel keeps case at 1", async () => {
  const find = (strength: number, caseLevel = false) => coll.find({ name: "alpha" }, { collation: { locale: "en", strength, caseLevel }, sort: { _id: 1 } }).toArray();
  expect(ids(await find(1))).toEqual([1, 2, 3, 4]);
  expect(ids(await find(2))).toEqual([1, 2, 3]);
  expect(ids(await find(3))).toEqual([1]);
  expect(ids(await find(1, true))).toEqual([1, 4]);
  expect(ids(await coll.find({ name: "alpha" }, { sort: { _id: 1 } }).toArray())).toEqual([1]);
  expect(ids(await coll.find({ name: { $in: ["BETA", /^z/] } }, { collation: { locale: "en", strength: 2 }, sort: { _id: 1 } }).toArray())).toEqual([5, 6, 7]);
  expect(ids(await coll.find({ name: { $ne: "ALPHA" } }, { collation: { locale: "en", strength: 2 }, sort: { _id: 1 } }).toArray())).toEqual([4, 5, 6, 7, 8]);
  expect(ids(await coll.find({ name: { $nin: ["alpha", "zeta"] } }, { collation: { locale: "en", strength: 1 }, sort: { _id: 1 } }).toArray())).toEqual([5, 6]);
});

test("sort and ranges follow the locale's order: lower case first at strength 3, upper first with caseFirst", async () => {
  const sorted = await coll.find({ name: { $in: ["beta", "Beta", "zeta", "ZETA"] } }, { collation: { locale: "en" }, sort: { name: 1 } }).toArray();
  expect(names(sorted)).toEqual(["beta", "Beta", "zeta", "ZETA"]);
  const upperFirst = await coll.find({ name: { $in: ["beta", "Beta"] } }, { collation: { locale: "en", caseFirst: "upper" }, sort: { name: 1 } }).toArray();
  expect(names(upperFirst)).toEqual(["Beta", "beta"]);
  // Binary order puts every capital before every small letter.
  expect(names(await coll.find({ name: { $in: ["beta", "ZETA"] } }, { sort: { name: 1 } }).toArray())).toEqual(["ZETA", "beta"]);
  expect(ids(await coll.find({ name: { $gt: "b", $lt: "c" } }, { collation: { locale: "en", strength: 2 }, sort: { _id: 1 } }).toArray())).toEqual([5, 6]);
  // A small limit (the kept-best path) orders the same way.
  expect(names(await coll.find({}, { collation: { locale: "en", strength: 1 }, sort: { name: -1, _id: 1 }, limit: 2 }).toArray())).toEqual(["zeta", "ZETA"]);
});

test("numericOrdering compares runs of digits as numbers", async () => {
  const sizes = target.freshCollection<{ _id: number; size: string }>();
  await sizes.insertMany([{ _id: 1, size: "100ml" }, { _id: 2, size: "30ml" }, { _id: 3, size: "50ml" }, { _id: 4, size: "030ml" }]);
  const numeric = { locale: "en", numericOrdering: true };
  expect((await sizes.find({}, { collation: numeric, sort: { size: 1, _id: 1 } }).toArray()).map((d) => d._id)).toEqual([2, 4, 3, 1]);
  expect((await sizes.find({}, { sort: { size: 1 } }).toArray()).map((d) => d._id)).toEqual([4, 1, 2, 3]);
  expect((await sizes.find({ size: { $gt: "50ml" } }, { collation: numeric }).toArray()).map((d) => d._id)).toEqual([1]);
  expect(await sizes.countDocuments({ size: "30ml" }, { collation: numeric })).toBe(2);
});

test("count, distinct and aggregate take the collation", async () => {
  const caseless = { locale: "en", strength: 2 };
  expect(await coll.countDocuments({ name: "zeta" }, { collation: caseless })).toBe(2);
  expect(await coll.countDocuments({ name: "zeta" })).toBe(1);
  expect(await coll.distinct("name", { name: { $in: ["alpha", "beta"] } }, { collation: caseless })).toEqual(["alpha", "Beta"]);
  const pipeline = [{ $match: { name: { $in: ["BETA", "Zeta"] } } }, { $sort: { name: 1, _id: 1 } }, { $project: { _id: 1 } }];
  expect(await coll.aggregate(pipeline, { collation: caseless }).toArray()).toEqual([{ _id: 5 }, { _id: 6 }, { _id: 7 }, { _id: 8 }]);
  // ICU spells locales with underscores (en_US), as the driver and mongoose send them.
  const sorted = await coll.aggregate<Row>([{ $match: { name: { $in: ["alpha", "zeta"] } } }, { $sort: { name: -1, _id: 1 } }], { collation: { locale: "en_US", strength: 1 } }).toArray();
  expect(ids(sorted)).toEqual([7, 8, 1, 2, 3, 4]);
});

test("updates, deletes and findOneAndUpdate select by the collation", async () => {
  const caseless = { locale: "en", strength: 2 };
  expect((await coll.updateMany({ name: "BETA" }, { $set: { name: "beta" } }, { collation: caseless })).matchedCount).toBe(2);
  expect((await coll.findOneAndUpdate({ name: "Zeta" }, { $set: { name: "zêta" } }, { collation: caseless, sort: { _id: -1 }, returnDocument: "after" }))?._id).toBe(8);
  expect((await coll.deleteMany({ name: "ALPHA" }, { collation: caseless })).deletedCount).toBe(3);
  expect(names(await coll.find({}, { sort: { _id: 1 } }).toArray())).toEqual(["alphá", "beta", "beta", "zeta", "zêta"]);
});

test("a unique index with a collation refuses values it finds equal, and lists its normalised collation", async () => {
  const users = target.freshCollection<{ _id: number; email: string }>();
  await users.createIndex({ email: 1 }, { unique: true, collation: { locale: "en", strength: 2 } });
  await users.insertOne({ _id: 1, email: "Ada@Shop.ng" });
  const err = await serverError(users.insertOne({ _id: 2, email: "ada@shop.NG" }));
  expect(err.code).toBe(11000);
  await users.insertOne({ _id: 3, email: "adá@shop.ng" });
  const index = (await users.listIndexes().toArray()).find((i) => i.name === "email_1") as Document;
  expect(index.collation).toEqual({
    locale: "en",
    caseLevel: false,
    caseFirst: "off",
    strength: 2,
    numericOrdering: false,
    alternate: "non-ignorable",
    maxVariable: "punct",
    normalization: false,
    backwards: false,
    version: "57.1",
  });
  // Existing equal values stop the index being built.
  const again = target.freshCollection<{ _id: number; email: string }>();
  await again.insertMany([{ _id: 1, email: "x@y.ng" }, { _id: 2, email: "X@Y.ng" }]);
  expect((await serverError(again.createIndex({ email: 1 }, { unique: true, collation: { locale: "en", strength: 1 } }))).code).toBe(11000);
  await again.createIndex({ email: 1 }, { unique: true });
});

test("a collection's default collation applies to reads and its indexes unless a command names another", async () => {
  const name = `people_${Date.now()}`;
  await target.db.createCollection(name, { collation: { locale: "en", strength: 1 } });
  const people = target.db.collection<Row>(name);
  const [info] = await target.db.listCollections({ name }).toArray();
  expect((info as Document).options.collation).toMatchObject({ locale: "en", strength: 1, caseLevel: false, version: "57.1" });
  await people.insertMany(NAMES.map((n, i) => ({ _id: i + 1, name: n })));
  expect(await people.countDocuments({ name: "ALPHA" })).toBe(4);
  expect(await people.countDocuments({ name: "ALPHA" }, { collation: { locale: "simple" } })).toBe(1);
  expect(names(await people.find({ name: { $in: ["zeta", "alpha"] } }).sort({ name: 1, _id: 1 }).limit(1).toArray())).toEqual(["alpha"]);
  await people.createIndex({ code: 1 });
  const index = (await people.listIndexes().toArray()).find((i) => i.name === "code_1") as Document;
  expect(index.collation).toMatchObject({ locale: "en", strength: 1 });
  expect((await serverError(people.createIndex({ name: "text" }))).code).toBe(67);
  await people.createIndex({ name: "text" }, { collation: { locale: "simple" } });
});

test("collation specs mongod refuses", async () => {
  const refused = async (collation: unknown) => (await serverError(target.db.command({ find: coll.collectionName, filter: {}, collation }))).code;
  expect(await refused({ strength: 2 })).toBe(40414);
  expect(await refused({ locale: "en", colour: "blue" })).toBe(40415);
  expect(await refused({ locale: "en", strength: "2" })).toBe(14);
  expect(await refused({ locale: "en", strength: 6 })).toBe(2);
  expect(await refused({ locale: "en", caseFirst: "middle" })).toBe(9);
  expect(await refused({ locale: "simple", strength: 1 })).toBe(2);
  expect(await refused({ locale: "xx-nowhere" })).toBe(2);
});
