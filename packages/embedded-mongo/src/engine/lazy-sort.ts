import { compare, resolve } from "mingo/util";
import type { Doc } from "../bson-utils";
import type { Collection } from "./collection";
import type { Results } from "./cursors";
import { splitNearClause } from "./geo";
import { compileFilter, type FindSpec, project } from "./query";
import { namesReserved } from "./reserved-keys";
import { splitTextClause } from "./text";
import { plainSort } from "./top-k";

type Direction = 1 | -1;

// A missing field sorts as null, as in mingo's sort (top-k.ts).
const keyOf = (doc: Doc, field: string): unknown => (field.includes(".") ? resolve(doc, field) : Object.hasOwn(doc, field) ? doc[field] : undefined) ?? null;

/**
 * The candidates' id keys in the sort's order, from the date index on its first field: a run of
 * equal dates is ordered by the sort's other fields (only those fields decoded), then as the
 * eager path's stable sort leaves it, in the candidates' order.
 */
function sortedIdKeys(coll: Collection, field: string, direction: Direction, rest: [string, Direction][], candidates: string[] | undefined): string[] {
  const index = coll.dateOrderIndex(field);
  if (!index) return [];
  const among = candidates && new Set(candidates);
  const rank = candidates && new Map(candidates.map((idKey, i) => [idKey, i]));
  const names = new Set(rest.map(([name]) => name.split(".")[0] as string));
  const out: string[] = [];
  let run: string[] = [];
  let runAt: number | undefined;
  const flush = () => {
    if (run.length > 1 && (rank || rest.length > 0)) {
      const keyed = run.map((idKey) => ({ idKey, keys: rest.length > 0 ? rest.map(([name]) => keyOf(coll.docs.getFields(idKey, names) ?? {}, name)) : [] }));
      if (rank) keyed.sort((a, b) => (rank.get(a.idKey) ?? 0) - (rank.get(b.idKey) ?? 0));
      keyed.sort((a, b) => {
        for (let i = 0; i < rest.length; i++) {
          const difference = compare(a.keys[i], b.keys[i]);
          if (difference !== 0) return difference * (rest[i]?.[1] ?? 1);
        }
        return 0;
      });
      run = keyed.map((entry) => entry.idKey);
    }
    out.push(...run);
    run = [];
  };
  for (const { idKey, at } of index.dates.inOrder(coll.docs.keys(), direction)) {
    if (among && !among.has(idKey)) continue;
    if (at !== runAt) flush();
    runAt = at;
    run.push(idKey);
  }
  flush();
  return out;
}

/**
 * A find of a large collection sorted by a date field a single-field index holds for every
 * document (then any other fields), without a limit (the admin's order export: every order,
 * newest first), read as the cursor's batches are taken: the index gives the order, and only the
 * documents of each batch are decoded, tested against the filter and projected. Decoded at once,
 * the large shop's 100,000 orders ran the engine out of its heap (node-flags.ts). As on mongod, a
 * document deleted before its batch is not returned, and one updated is returned as it is then
 * if it still matches, at the place its sort keys had when the cursor opened. Null for any other
 * find (a limit is the date walk's in query.ts), and for a collection kept decoded anyway.
 */
export function lazyIndexedSort(coll: Collection, spec: FindSpec & { skip: number; limit: number }): Results | null {
  if (coll.docs.keepsDecoded || spec.limit || spec.collation) return null;
  if (spec.hint !== undefined && spec.hint !== null) return null;
  const sort = plainSort(spec.sort);
  const filter = spec.filter ?? {};
  if (!sort || namesReserved(filter) || splitNearClause(filter) || splitTextClause(filter)) return null;
  const [[field, direction], ...rest] = sort as [[string, Direction], ...[string, Direction][]];
  if (!coll.dateOrderIndex(field)) return null;
  const query = compileFilter(filter, spec.variables);
  const projection = spec.projection && Object.keys(spec.projection).length > 0 ? spec.projection : undefined;
  // A bad projection is refused by the find itself, as on the eager path.
  project([], projection, spec.variables, filter);
  const matchesAll = Object.keys(filter).length === 0;
  const idKeys = sortedIdKeys(coll, field, direction, rest, coll.reach(filter).idKeys);
  let skipped = 0;
  // A position is asked again when its document did not fit the batch before: it is skipped once.
  let counted = -1;
  return {
    length: idKeys.length,
    at(position) {
      const doc = coll.docs.get(idKeys[position] as string);
      if (!doc || (!matchesAll && !query.test(doc))) return undefined;
      if (position > counted) {
        counted = position;
        if (skipped < spec.skip) {
          skipped++;
          return undefined;
        }
      }
      return projection ? project([doc], projection, spec.variables, filter)[0] : doc;
    },
  };
}
