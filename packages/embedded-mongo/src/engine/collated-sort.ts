/**
 * Sorting under a collation. mingo's `$sort` groups documents by their exact value before
 * ordering the groups, so values a collation finds equal ("zeta", "ZETA") stay apart and a
 * descending sort reverses them; mongod keeps such ties in the order of the following keys and,
 * after those, of the input. This is a stable sort comparing every key by the collation.
 */
import { Lazy } from "mingo/lazy";
import * as pipelineOperators from "mingo/operators/pipeline";
import { resolve } from "mingo/util";
import type { Doc } from "../bson-utils";
import { type Collation, collationInOptions } from "./collation";

export function collatedSort(docs: Doc[], sort: Doc, collation: Collation): Doc[] {
  const keys = Object.entries(sort).map(([field, direction]) => [field, direction === -1 ? -1 : 1] as const);
  // A missing field sorts as null, as on mongod.
  const keyed = docs.map((doc, position) => ({ doc, position, values: keys.map(([field]) => resolve(doc, field) ?? null) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const order = collation.compare(a.values[i], b.values[i]) * (keys[i]?.[1] ?? 1);
      if (order !== 0) return order;
    }
    return a.position - b.position;
  });
  return keyed.map((entry) => entry.doc);
}

type SortOperator = typeof pipelineOperators.$sort;

/** The pipeline's `$sort`: by the collation query.ts put in the options, else mingo's. */
export const $sortCollated: SortOperator = (collection, sort, options) => {
  const collation = collationInOptions(options);
  if (!collation) return pipelineOperators.$sort(collection, sort, options);
  return collection.transform((docs) => Lazy(collatedSort(docs as Doc[], sort as Doc, collation)));
};
