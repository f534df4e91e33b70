import "server-only";
import { readTagState, type StoreDb } from "@/lib/cache/shared-store.mjs";
import { followTags } from "@/lib/cache/tag-mirror.mjs";

type TagState = Awaited<ReturnType<typeof readTagState>>;

// The database this process's search and filters follow, with its copy of the tags' state: the
// one the page cache follows too (followTags), so the database is polled once a beat.
const held = globalThis as typeof globalThis & { scentsCatalogueTags?: { db: StoreDb; tags: ReturnType<typeof followTags> } };

/**
 * When these tags were last expired, as the search index and the filters' catalogue ask before
 * every listing: from this process's copy of the cache's tag state (lib/cache/tag-mirror.mjs)
 * while it is trusted, so a search or a filter costs no round trip to the database, which on a
 * busy shop took 20–60 ms; from the database while the copy is not (its first poll, a database
 * not answering). A write made here shows at once, one made by another instance within a beat, as
 * for cached pages.
 */
export function catalogueTagState(db: StoreDb, tags: readonly string[]): Promise<TagState> {
  let current = held.scentsCatalogueTags;
  if (current?.db !== db) {
    current?.tags.release();
    current = { db, tags: followTags(db) };
    held.scentsCatalogueTags = current;
  }
  const { mirror } = current.tags;
  return mirror.trusted() ? Promise.resolve(mirror.state(tags)) : readTagState(db, tags);
}
