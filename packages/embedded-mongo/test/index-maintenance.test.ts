/**
 * A write keeps only the indexes whose fields it changed: a drop's order rewrites a product held
 * by twenty indexes and changes its stock and holds, not its name or notes. Whatever a write
 * skips, every index must answer as one built afresh from the documents as they are.
 */
import { Int32 } from "bson";
import { cloneDoc, type Doc } from "../src/bson-utils";
import { Collection } from "../src/engine/collection";
import { Index, type IndexSpec } from "../src/engine/indexes";
import { keyOf } from "../src/keys";
import { random } from "./random";

const SPECS: IndexSpec[] = [
  { key: { sku: 1 }, name: "sku_1", unique: true },
  { key: { "holds.order": 1 }, name: "holds.order_1" },
  { key: { brand: 1, price: 1 }, name: "brand_1_price_1" },
  { key: { at: -1 }, name: "at_-1" },
  { key: { shade: 1 }, name: "shade_1", partialFilterExpression: { $or: [{ stock: { $gt: 2 } }, { "flags.live": true }] } },
  { key: { kind: 1 }, name: "kind_1", sparse: true },
];

function collection(): { coll: Collection; journal: Doc[] } {
  const journal: Doc[] = [];
  const coll = new Collection("shop", "products", {}, (op) => journal.push(op));
  for (const spec of SPECS) coll.createIndex(spec);
  return { coll, journal };
}

function stored(coll: Collection, id: number): Doc {
  return coll.docs.get(keyOf(id)) as Doc;
}

test("an update that changes no indexed field leaves every index untouched; one that does touches only its indexes", () => {
  const { coll } = collection();
  const doc = { _id: 1, sku: "OUD-50", brand: "Maison Lagos", price: 95_000, at: new Date(0), shade: "amber", stock: 5, holds: [{ order: "A" }], note: "first" };
  coll.insert(doc);
  const added = jest.spyOn(Index.prototype, "add");
  const removed = jest.spyOn(Index.prototype, "remove");
  try {
    coll.replace(stored(coll, 1), { ...doc, note: "second", views: 12 });
    expect(added).not.toHaveBeenCalled();
    expect(removed).not.toHaveBeenCalled();
    // The same value written as another class of number is the same bytes: nothing to do.
    coll.replace(stored(coll, 1), { ...doc, note: "second", views: 12, price: new Int32(95_000) });
    expect(added).not.toHaveBeenCalled();

    coll.replace(stored(coll, 1), { ...doc, note: "second", holds: [{ order: "A" }, { order: "B" }] });
    expect(added.mock.instances.map((index) => (index as unknown as Index).name)).toEqual(["holds.order_1"]);
    expect(removed.mock.instances.map((index) => (index as unknown as Index).name)).toEqual(["holds.order_1"]);
    added.mockClear();
    // The stock is no index's key, but the partial index's filter reads it.
    coll.replace(stored(coll, 1), { ...doc, stock: 1, holds: [{ order: "A" }, { order: "B" }] });
    expect(added.mock.instances.map((index) => (index as unknown as Index).name)).toEqual(["shade_1"]);
  } finally {
    added.mockRestore();
    removed.mockRestore();
  }
  expect([...(coll.indexes.get("holds.order_1") as Index).lookup("B")]).toEqual([keyOf(1)]);
  expect([...(coll.indexes.get("shade_1") as Index).lookup("amber")]).toEqual([]);
});

test("a unique index still refuses a write that takes another document's key, and allows one that keeps its own", () => {
  const { coll } = collection();
  coll.insert({ _id: 1, sku: "A" });
  coll.insert({ _id: 2, sku: "B" });
  expect(() => coll.replace(stored(coll, 2), { _id: 2, sku: "A" })).toThrow(/E11000 duplicate key error collection: shop.products index: sku_1 dup key: \{ sku: "A" \}/);
  coll.replace(stored(coll, 2), { _id: 2, sku: "B", stock: 3 });
  expect([...(coll.indexes.get("sku_1") as Index).lookup("B")]).toEqual([keyOf(2)]);
});

test("after random writes, each index answers as one built from the documents as they are", () => {
  const next = random(47);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const { coll, journal } = collection();
  const model = new Map<number, Doc>();
  const write = (id: number): Doc => {
    const doc: Doc = { _id: id, sku: `S-${id}-${pick(["a", "b"])}`, note: "x".repeat(Math.floor(next() * 50)) };
    if (next() < 0.7) doc.brand = pick(["Maison Lagos", "Amouage", "Ajmal"]);
    if (next() < 0.7) doc.price = pick([9_000, 12_500, new Int32(9_000), 18_000.5]);
    if (next() < 0.8) doc.at = pick([new Date(0), new Date(86_400_000), [new Date(0)]]);
    if (next() < 0.6) doc.shade = pick(["amber", "rose", null]);
    if (next() < 0.6) doc.stock = pick([0, 1, 3, 9]);
    if (next() < 0.3) doc.flags = { live: next() < 0.5 };
    if (next() < 0.5) doc.kind = pick(["edp", "edt"]);
    if (next() < 0.6) doc.holds = Array.from({ length: Math.floor(next() * 4) }, () => ({ order: pick(["A", "B", "C", "D"]) }));
    return doc;
  };
  for (let step = 0; step < 4_000; step++) {
    const id = Math.floor(next() * 60);
    const old = model.get(id);
    const r = next();
    if (!old) {
      const doc = write(id);
      coll.insert(doc);
    } else if (r < 0.1) {
      coll.remove(old);
    } else if (r < 0.5) {
      // Often a change of unindexed fields only.
      coll.replace(stored(coll, id), { ...cloneDoc(stored(coll, id)), note: "y".repeat(Math.floor(next() * 50)) });
    } else {
      const doc = write(id);
      doc.sku = stored(coll, id).sku;
      coll.replace(stored(coll, id), doc);
    }
    if (coll.docs.has(keyOf(id))) model.set(id, stored(coll, id));
    else model.delete(id);
  }
  expect(journal.length).toBeGreaterThan(4_000);
  for (const spec of SPECS) {
    const fresh = new Index(spec);
    for (const doc of model.values()) fresh.add(doc, keyOf(doc._id));
    const kept = coll.indexes.get(spec.name) as Index;
    const field = spec.name.replace(/_-?1$/, "").split("_")[0] as string;
    for (const value of ["A", "B", "C", "D", "amber", "rose", null, "edp", "edt", "Maison Lagos", "Amouage", "Ajmal", new Date(0), new Date(86_400_000), 9_000, 18_000.5]) {
      expect({ index: spec.name, field, value, holders: [...kept.lookupFirst(value)].sort() }).toEqual({ index: spec.name, field, value, holders: [...fresh.lookupFirst(value)].sort() });
      expect(kept.countFirst([value])).toBe(fresh.countFirst([value]));
    }
    expect(kept.datesCoverAll(model.size)).toBe(fresh.datesCoverAll(model.size));
    expect([...kept.dates.inOrder(coll.docs.keys(), 1)]).toEqual([...fresh.dates.inOrder(coll.docs.keys(), 1)]);
  }
});
