import type { Doc } from "../bson-utils";
import type { Collection } from "./collection";
import type { Results } from "./cursors";

export interface ScanSpec {
  filter?: Doc;
  sort?: Doc;
  projection?: Doc;
  skip: number;
  limit: number;
  hint?: unknown;
}

const isEmpty = (value: Doc | undefined): boolean => value === undefined || value === null || Object.keys(value).length === 0;

/** 0 for the collection's order, 1 or -1 for a sort on `_id` alone, null for any other sort. */
function idDirection(sort: Doc | undefined): 0 | 1 | -1 | null {
  if (isEmpty(sort)) return 0;
  const entries = Object.entries(sort as Doc);
  if (entries.length !== 1 || entries[0]?.[0] !== "_id") return null;
  const direction = entries[0][1];
  return direction === 1 || direction === -1 ? direction : null;
}

/**
 * A find of every document of a large collection (a backup, a backup's check: in the collection's
 * order or in `_id` order over ObjectIds), read as the cursor's batches are taken: decoded at once,
 * the large shop's 100,000 orders were about 450 MB of heap, past the engine's heap limit
 * (node-flags.ts). As on mongod, a document deleted before its batch is not returned and one
 * updated is returned as it is then. Null for any other find, and for a collection small enough to
 * keep its documents decoded anyway.
 */
export function lazyScan(coll: Collection, spec: ScanSpec): Results | null {
  if (coll.docs.keepsDecoded || !isEmpty(spec.filter) || !isEmpty(spec.projection) || spec.skip || spec.limit) return null;
  if (spec.hint !== undefined && spec.hint !== null) return null;
  const direction = idDirection(spec.sort);
  if (direction === null) return null;
  const idKeys = [...coll.docs.keys()];
  if (direction !== 0) {
    // An ObjectId's key is "o:" and its 24 lowercase hex digits, whose order is its bytes' (mongod's).
    if (!idKeys.every((idKey) => idKey.startsWith("o:"))) return null;
    idKeys.sort();
    if (direction === -1) idKeys.reverse();
  }
  return { length: idKeys.length, at: (position) => coll.docs.get(idKeys[position] as string) };
}
