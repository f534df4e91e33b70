/**
 * Text indexes and `$text` as mongod (textIndexVersion 3) has them: the index spec as listIndexes
 * shows it, one text index per collection, English stop words and stemming, case and diacritics
 * folded, phrases and negations in `$search`, mongod's score and `$meta: "textScore"` in
 * projections, sorts and aggregation. Like the other conformance files these run against
 * whatever MONGODB_URI names, so a real mongod checks the expectations too.
 */
import { type Collection } from "mongodb";
import { serverError, connectTestDatabase } from "./helpers";

type Row = { _id: number; [field: string]: unknown };
let coll: Collection<Row>;

const target = connectTestDatabase("text");

beforeEach(() => {
  coll = target.freshCollection<Row>();
});

type TextSearch = { $search: string; $language?: string; $caseSensitive?: boolean; $diacriticSensitive?: boolean };

async function ids(search: TextSearch, filter: Record<string, unknown> = {}): Promise<unknown[]> {
  const docs = await coll.find({ $text: search, ...filter }).toArray();
  return docs.map((d) => d._id).sort();
}

describe("text index specs", () => {
  test("listed as mongod stores them: _fts/_ftsx key, weights, default language, version 3", async () => {
    const name = await coll.createIndex({ title: "text", body: "text" }, { weights: { title: 10 } });
    expect(name).toBe("title_text_body_text");
    const index = (await coll.listIndexes().toArray()).find((i) => i.name === name);
    expect(index).toMatchObject({
      key: { _fts: "text", _ftsx: 1 },
      weights: { body: 1, title: 10 },
      default_language: "english",
      language_override: "language",
      textIndexVersion: 3,
    });
    // The same index again is a no-op; another text index is refused.
    await coll.createIndex({ title: "text", body: "text" }, { weights: { title: 10 } });
    const other = await serverError(coll.createIndex({ summary: "text" }));
    expect(other.code).toBe(85);
  });

  test("$text without a text index is IndexNotFound 27", async () => {
    await coll.insertOne({ _id: 1, title: "coffee" });
    const err = await serverError(coll.find({ $text: { $search: "coffee" } }).toArray());
    expect(err.code).toBe(27);
    expect(err.message).toMatch(/text index required for \$text query/);
  });
});

describe("$search", () => {
  beforeEach(async () => {
    await coll.createIndex({ subject: "text" });
    await coll.insertMany([
      { _id: 1, subject: "coffee" },
      { _id: 2, subject: "Coffee Shopping" },
      { _id: 3, subject: "Baking a cake" },
      { _id: 4, subject: "baking" },
      { _id: 5, subject: "Café Con Leche" },
      { _id: 6, subject: "Сырники" },
      { _id: 7, subject: "coffee and cream" },
      { _id: 8, subject: "Cafe con Leche" },
      { _id: 9, subject: ["searching the archives", "coffee shop"] },
      { _id: 10, other: "coffee" },
    ]);
  });

  test("any term matches, stemmed and case-folded; fields outside the index are not read", async () => {
    expect(await ids({ $search: "coffee" })).toEqual([1, 2, 7, 9]);
    expect(await ids({ $search: "bake coffee" })).toEqual([1, 2, 3, 4, 7, 9]);
    expect(await ids({ $search: "shopping" })).toEqual([2, 9]);
    expect(await ids({ $search: "SEARCH" })).toEqual([9]);
  });

  test("stop words are not indexed or searched; diacritics are folded unless asked otherwise", async () => {
    expect(await ids({ $search: "the a and" })).toEqual([]);
    expect(await ids({ $search: "cafe" })).toEqual([5, 8]);
    expect(await ids({ $search: "café", $diacriticSensitive: true })).toEqual([5]);
    expect(await ids({ $search: "Coffee", $caseSensitive: true })).toEqual([2]);
    expect(await ids({ $search: "сырники" })).toEqual([6]);
  });

  test("phrases must all appear; negated terms and phrases exclude", async () => {
    expect(await ids({ $search: '"coffee shop"' })).toEqual([2, 9]);
    expect(await ids({ $search: '"con leche" cafe' })).toEqual([5, 8]);
    expect(await ids({ $search: "coffee -shop" })).toEqual([1, 7]);
    expect(await ids({ $search: 'coffee -"and cream"' })).toEqual([1, 2, 9]);
    expect(await ids({ $search: "-coffee" })).toEqual([]);
  });

  test("the rest of the filter applies too; count and distinct see the same documents", async () => {
    expect(await ids({ $search: "coffee" }, { _id: { $gt: 2 } })).toEqual([7, 9]);
    expect(await coll.countDocuments({ $text: { $search: "coffee" } })).toBe(4);
    expect(await coll.countDocuments({ $and: [{ $text: { $search: "baking" } }, { subject: "baking" }] })).toBe(1);
    expect((await coll.distinct("_id", { $text: { $search: "leche" } })).sort()).toEqual([5, 8]);
  });

  test("an unsupported language is refused rather than searched as English", async () => {
    const err = await serverError(coll.find({ $text: { $search: "café", $language: "french" } }).toArray());
    expect(err.code).not.toBe(0);
  });
});

describe("textScore", () => {
  test("mongod's score: weight × Σ 1/2^k over occurrences × (0.5 + 0.5 × occurrences / words)", async () => {
    await coll.createIndex({ title: "text", body: "text" }, { weights: { title: 10 } });
    await coll.insertMany([
      { _id: 1, title: "coffee", body: "" },
      { _id: 2, title: "tea", body: "coffee coffee tea" },
      { _id: 3, title: "iced coffee", body: "coffee" },
    ]);
    const docs = await coll
      .find({ $text: { $search: "coffee" } }, { projection: { score: { $meta: "textScore" } }, sort: { score: { $meta: "textScore" } } })
      .toArray();
    // 1: title "coffee" once in one word: 10 × 1 × 1 = 10.
    // 3: title 10 × 1 × 0.75 = 7.5, body 1 × 1 × 1 = 1: 8.5.
    // 2: body "coffee coffee tea": (1 + 1/2) × (0.5 + 0.5 × 2/3) = 1.25.
    expect(docs.map((d) => [d._id, d.score])).toEqual([
      [1, 10],
      [3, 8.5],
      [2, 1.25],
    ]);
    // The score is added after the document's own fields; other projections still apply.
    const projected = await coll.findOne({ $text: { $search: "coffee" }, _id: 3 }, { projection: { title: 1, score: { $meta: "textScore" } } });
    expect(projected).toEqual({ _id: 3, title: "iced coffee", score: 8.5 });
    const whole = await coll.findOne({ $text: { $search: "coffee" }, _id: 2 }, { projection: { score: { $meta: "textScore" } } });
    expect(Object.keys(whole ?? {})).toEqual(["_id", "title", "body", "score"]);
  });

  test("in aggregation after a leading $match with $text: $sort, $project and $addFields read it", async () => {
    await coll.createIndex({ title: "text" });
    await coll.insertMany([
      { _id: 1, title: "coffee shop coffee" },
      { _id: 2, title: "coffee" },
      { _id: 3, title: "tea" },
    ]);
    const docs = await coll
      .aggregate([
        { $match: { $text: { $search: "coffee" } } },
        { $sort: { score: { $meta: "textScore" } } },
        { $project: { title: 1, score: { $meta: "textScore" } } },
      ])
      .toArray();
    // "coffee shop coffee": (1 + 1/2) × (0.5 + 0.5 × 2/3) = 1.25; "coffee": 1 (its stem "coffe" is not the whole field).
    expect(docs).toEqual([
      { _id: 1, title: "coffee shop coffee", score: 1.25 },
      { _id: 2, title: "coffee", score: 1 },
    ]);
    const added = await coll.aggregate([{ $match: { $text: { $search: "tea" } } }, { $addFields: { s: { $meta: "textScore" } } }]).toArray();
    // A field that is exactly the term gets mongod's 1.1 boost.
    expect(added).toEqual([{ _id: 3, title: "tea", s: 1.1 }]);
    const late = await serverError(coll.aggregate([{ $project: { title: 1 } }, { $match: { $text: { $search: "tea" } } }]).toArray());
    expect(late.code).toBe(17313);
  });

  test("explain shows the text plan with the parsed query", async () => {
    await coll.createIndex({ title: "text" });
    await coll.insertMany([{ _id: 1, title: "coffee shop" }]);
    const res = await coll.find({ $text: { $search: 'coffee -tea "coffee shop"' } }).explain("queryPlanner");
    expect(res.queryPlanner.winningPlan).toMatchObject({
      stage: "TEXT_MATCH",
      indexName: "title_text",
      parsedTextQuery: { terms: ["coffe", "shop"], negatedTerms: ["tea"], phrases: ["coffee shop"], negatedPhrases: [] },
      inputStage: { stage: "FETCH", inputStage: { stage: "TEXT_OR", inputStage: { stage: "IXSCAN", keyPattern: { _fts: "text", _ftsx: 1 } } } },
    });
  });
});
