import "server-only";
import { readTagState, type StoreDb } from "@/lib/cache/shared-store.mjs";
import { TagMirror } from "@/lib/cache/tag-mirror.mjs";

type TagState = Awaited<ReturnType<typeof readTagState>>;

// One copy of the tags' state per process and database, as the page cache keeps its own.
const held = globalThis as typeof globalThis & { scentsCatalogueTags?: { db: StoreDb; mirror: TagMirror } };

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
    current?.mirror.stop();
    current = { db, mirror: new TagMirror(db) };
    current.mirror.start();
    held.scentsCatalogueTags = current;
  }
  return current.mirror.trusted() ? Promise.resolve(current.mirror.state(tags)) : readTagState(db, tags);
}
