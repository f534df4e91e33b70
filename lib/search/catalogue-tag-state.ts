import "server-only";
import { processTagFollower } from "@/lib/cache/process-tag-follower";
import { readTagState, type StoreDb } from "@/lib/cache/shared-store.mjs";

type TagState = Awaited<ReturnType<typeof readTagState>>;

/**
 * When these tags were last expired, as the search index and the filters' catalogue ask before
 * every listing: from this process's copy of the cache's tag state (processTagFollower)
 * while it is trusted, so a search or a filter costs no round trip to the database, which on a
 * busy shop took 20–60 ms; from the database while the copy is not (its first poll, a database
 * not answering). A write made here shows at once, one made by another instance within a beat, as
 * for cached pages.
 */
export function catalogueTagState(db: StoreDb, tags: readonly string[]): Promise<TagState> {
  const mirror = processTagFollower(db);
  return mirror.trusted() ? Promise.resolve(mirror.state(tags)) : readTagState(db, tags);
}
