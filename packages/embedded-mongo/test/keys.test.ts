/**
 * Index and id keys are kept by the hundred thousand, so each must be one flat string: the same
 * text as ever (a data folder's indexes are rebuilt from it, equal values must still meet), in a
 * fraction of the heap a chain of concatenations held.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { ObjectId } from "bson";
import { decode, encode } from "../src/bson-utils";
import { keyOf } from "../src/keys";

v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as () => void;

function heapUsed(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

test("keys read as before: o:<hex> for ObjectIds (the driver's and decoded ones), d:<ms> for dates, s:<text> for strings", () => {
  for (let i = 0; i < 200; i++) {
    const id = new ObjectId();
    expect(keyOf(id)).toBe(`o:${id.toHexString()}`);
    expect(keyOf(decode(encode({ _id: id }))._id)).toBe(`o:${id.toHexString()}`);
    const at = new Date(Date.UTC(2020, 0, 1) + i * 7_777_777_777);
    expect(keyOf(at)).toBe(`d:${at.getTime()}`);
  }
  for (const text of ["", "a", "ORD-2025-000123", "ada@example.com", "Crème brûlée ☕ 香水 and more", "x".repeat(63), "y".repeat(64), "z".repeat(5_000)]) {
    expect(keyOf(text)).toBe(`s:${text}`);
  }
  expect(keyOf(new Date(-5))).toBe("d:-5");
  expect(keyOf(new Date(Number.NaN))).toBe("d:NaN");
});

test("100,000 id keys of decoded ObjectIds in a Map hold under 120 bytes of heap each (a chain of concatenations held 290)", () => {
  const ids = Array.from({ length: 100_000 }, () => decode(encode({ _id: new ObjectId() }))._id);
  const before = heapUsed();
  const kept = new Map<string, number>();
  ids.forEach((id, i) => kept.set(keyOf(id), i));
  const perKey = (heapUsed() - before) / kept.size;
  expect(kept.size).toBe(100_000);
  expect(perKey).toBeLessThan(120);
});
