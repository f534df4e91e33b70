import type { Doc } from "../bson-utils";
import type { Catalog } from "./catalog";

/**
 * Deletes documents whose TTL-indexed date is older than expireAfterSeconds. Like mongod, only
 * Date values (or arrays holding dates, using the earliest) expire; anything else is kept.
 * Returns the number of documents removed; the journal ops are left in the catalog.
 */
export function sweepExpired(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const db of catalog.databaseNames()) {
    for (const coll of catalog.collections(db)) {
      for (const index of coll.indexes.values()) {
        const ttl = index.spec.expireAfterSeconds;
        if (typeof ttl !== "number" || index.fields.length !== 1) continue;
        // The index holds each document's dates: no document is decoded to find the expired ones.
        const expired: Doc[] = [];
        for (const [idKey, earliest] of index.dates.earliest()) {
          const doc = earliest + ttl * 1000 <= now ? coll.docs.get(idKey) : undefined;
          if (doc) expired.push(doc);
        }
        for (const doc of expired) coll.remove(doc);
        removed += expired.length;
      }
    }
  }
  return removed;
}
