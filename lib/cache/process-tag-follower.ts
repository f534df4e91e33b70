import "server-only";
import type { StoreDb } from "./shared-store.mjs";
import { followTags, type TagMirror } from "./tag-mirror.mjs";

// One per process (the app's bundle may load this module more than once).
const held = globalThis as typeof globalThis & { scentsTagFollower?: { db: StoreDb; tags: ReturnType<typeof followTags> } };

/**
 * This process's copy of the cache's tag state for `db`, as the app reads it (the search, the
 * filters, the checkout's settings): one follower of the copy the page cache follows too
 * (followTags), so the database is polled once a beat. Another database (a new client) is followed
 * in its place and the last one released.
 */
export function processTagFollower(db: StoreDb): TagMirror {
  let current = held.scentsTagFollower;
  if (current?.db !== db) {
    current?.tags.release();
    current = { db, tags: followTags(db) };
    held.scentsTagFollower = current;
  }
  return current.tags.mirror;
}
