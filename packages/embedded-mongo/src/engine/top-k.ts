import { compare, resolve } from "mingo/util";
import type { Doc } from "../bson-utils";
import type { Collation } from "./collation";

/** Past this many wanted documents a full sort is as cheap as keeping the best ones. */
const MOST_KEPT = 1000;

type Direction = 1 | -1;

/** The sort's fields and directions, when every direction is plain 1 or -1 (no $meta). */
export function plainSort(sort: Doc | undefined): [string, Direction][] | null {
  if (!sort) return null;
  const fields = Object.entries(sort);
  if (fields.length === 0 || !fields.every(([, direction]) => direction === 1 || direction === -1)) return null;
  return fields as [string, Direction][];
}

/** Whether keeping the best `wanted` of `total` documents beats sorting them all. */
export function worthSelecting(wanted: number, total: number): boolean {
  return wanted > 0 && wanted <= MOST_KEPT && wanted < total;
}

/**
 * The first `wanted` documents of `docs` in `sort` order, as mingo's stable sort would give them
 * (same comparison, ties in input order), without sorting the rest: a find with a sort and a
 * small limit over a large collection (the newest orders, the latest events) costs one pass.
 */
export function firstInOrder(docs: Doc[], sort: [string, Direction][], wanted: number, collation?: Collation): Doc[] {
  // A missing field sorts as null, as on mongod (and in mingo's full sort).
  const keyOf = (doc: Doc, field: string) => (field.includes(".") ? resolve(doc, field) : Object.hasOwn(doc, field) ? doc[field] : undefined) ?? null;
  const keysOf = (doc: Doc) => sort.map(([field]) => keyOf(doc, field));
  // Dates are what large collections are mostly sorted by; compared as mingo does, without its dispatch.
  const compareKeys = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? Math.sign(a.getTime() - b.getTime()) : collation ? collation.compare(a, b) : compare(a, b));
  const order = (a: unknown[], b: unknown[]) => {
    for (let i = 0; i < sort.length; i++) {
      const difference = compareKeys(a[i], b[i]);
      if (difference !== 0) return difference * (sort[i]?.[1] ?? 1);
    }
    return 0;
  };
  const [firstField, firstDirection] = sort[0] as [string, Direction];
  const kept: { doc: Doc; keys: unknown[] }[] = [];
  for (const doc of docs) {
    const last = kept[kept.length - 1];
    if (kept.length === wanted && last) {
      // Most documents lose on the first key alone.
      const first = compareKeys(keyOf(doc, firstField), last.keys[0]) * firstDirection;
      if (first > 0) continue;
    }
    const keys = keysOf(doc);
    // Equal to the last kept one: it came later, so it stays behind it, out of the first `wanted`.
    if (kept.length === wanted && last && order(keys, last.keys) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order(keys, (kept[middle] as { keys: unknown[] }).keys) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, { doc, keys });
    if (kept.length > wanted) kept.pop();
  }
  return kept.map((entry) => entry.doc);
}
