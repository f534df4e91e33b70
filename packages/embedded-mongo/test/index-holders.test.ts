/**
 * An index keeps the documents of one key as the id itself, a small array or a Set, by how many
 * they are; whatever the form, it must answer as a plain list of holders does, in the order they
 * came (a removed and re-added document goes last), through any mix of writes.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { Index } from "../src/engine/indexes";
import { random } from "./random";

test("after random writes, each key's holders and counts are a plain list's, in the same order", () => {
  const next = random(11);
  const index = new Index({ key: { tag: 1 }, name: "tag_1" });
  const compound = new Index({ key: { tag: 1, at: -1 }, name: "tag_1_at_-1" });
  // Tags held by one, a few, around the array limit and many documents.
  const tagOf = () => {
    const r = next();
    return r < 0.3 ? `solo-${Math.floor(next() * 10_000)}` : r < 0.6 ? `few-${Math.floor(next() * 300)}` : r < 0.85 ? `edge-${Math.floor(next() * 60)}` : `many-${Math.floor(next() * 3)}`;
  };
  const model = new Map<string, string[]>();
  const docs = new Map<string, { _id: string; tag: string; at: number }>();
  const take = (idKey: string) => {
    const doc = docs.get(idKey);
    if (!doc) return;
    index.remove(doc, idKey);
    compound.remove(doc, idKey);
    const list = model.get(doc.tag) as string[];
    list.splice(list.indexOf(idKey), 1);
    docs.delete(idKey);
  };
  for (let step = 0; step < 20_000; step++) {
    const idKey = `s:${Math.floor(next() * 3_000)}`;
    take(idKey);
    if (next() < 0.2) continue;
    const doc = { _id: idKey, tag: tagOf(), at: step };
    index.add(doc, idKey);
    compound.add(doc, idKey);
    docs.set(idKey, doc);
    model.set(doc.tag, [...(model.get(doc.tag) ?? []), idKey]);
  }
  const tags = [...model.keys()];
  expect(tags.some((tag) => (model.get(tag) as string[]).length > 40)).toBe(true);
  for (const tag of tags) {
    const expected = model.get(tag) as string[];
    expect([...index.lookup(tag)]).toEqual(expected);
    expect([...compound.lookupFirst(tag)]).toEqual(expected);
    expect(index.countFirst([tag])).toBe(expected.length);
  }
  expect(index.countFirst(tags.slice(0, 50))).toBe(tags.slice(0, 50).reduce((sum, tag) => sum + (model.get(tag) as string[]).length, 0));
  expect([...index.lookup("absent")]).toEqual([]);
}, 60_000);

/** The heap an index of 60,000 orders by e-mail holds, per order, measured in a process of its own (jest's heap is too busy). */
const MEASURE = `
const { Index } = require("./src/engine/indexes");
const heapUsed = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
const idKeys = Array.from({ length: 60000 }, (_, i) => "o:" + String(i).padStart(24, "0"));
const emails = Array.from({ length: 5000 }, (_, i) => "c" + i + "@example.com");
const build = () => { const index = new Index({ key: { email: 1 }, name: "email_1" }); idKeys.forEach((idKey, i) => index.add({ _id: idKey, email: emails[i % emails.length] }, idKey)); return index; };
// A first build compiles what it runs; the second is measured.
build();
const before = heapUsed();
const index = build();
const after = heapUsed();
if (index.countFirst(["c1@example.com"]) !== 12) throw new Error("not indexed");
process.stdout.write(String((after - before) / idKeys.length));
`;

test("a key held by a dozen documents (a customer's orders) takes less heap than a Set of them", () => {
  const out = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", "-e", MEASURE], { cwd: path.resolve(__dirname, ".."), encoding: "utf8" });
  // 19 bytes an order with arrays; 37 with a Set a key.
  expect(Number(out)).toBeLessThan(28);
}, 60_000);
