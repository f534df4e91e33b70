// Next.js cache handler (next.config `cacheHandler`): rendered catalogue pages and cached reads
// live in the shop's MongoDB (shared-store.mjs), so every app instance on one database shares
// them, and a database that is reset or replaced never serves another database's pages.
//
// Each instance keeps recently used entries in memory too; before answering from memory it checks
// that the database is still the one the entry came from and that none of the entry's tags was
// revalidated since, against its copy of the tag state (tag-mirror.mjs), which follows the
// database a beat at a time: so a page request never waits on the database behind a burst of
// order writes. A write made through this instance shows on its next request, one made through
// another instance (or a reset) within a beat. While that copy cannot follow the database, the
// check asks the database itself (one small query, shared by concurrent requests, always started
// after the request arrived).
// @ts-check
import { readFileSync } from "node:fs";
import path from "node:path";
import { MongoClient } from "mongodb";
import { MemoryLayer } from "./memory-layer.mjs";
import { recordPageRead } from "./page-reads.mjs";
import { RenderedOnce } from "./rendered-once.mjs";
import { followTags } from "./tag-mirror.mjs";
import { BOUNDED_TAG, decode, deleteEntry, ensureIdentity, expireTags, isRevalidated, readEntry, readTagState, writeEntry } from "./shared-store.mjs";

/** @typedef {import("./shared-store.mjs").StoreDb} StoreDb */
/** @typedef {import("./shared-store.mjs").TagState} TagState */
/**
 * What Next.js hands a cache handler: its constructor options and each call's context. Next.js
 * types none of it for handlers loaded by path, so only the fields read here are named.
 * @typedef {{ serverDistDir?: string, maxMemoryCacheSize?: number, kind?: string, tags?: string[], softTags?: string[], fetchCache?: boolean, cacheControl?: unknown }} HandlerContext
 */
/** @typedef {{ kind?: string, status?: number, tags?: string[], headers?: Record<string, unknown> }} CachedValue */
/** @typedef {{ lastModified: number, value: any, cacheControl: unknown }} CacheEntry */
/** @typedef {{ entry: CacheEntry, tags: string[], identity: string | null, size: number, openEnded: boolean }} HeldEntry */
/** @typedef {{ tags: Set<string>, promise?: Promise<TagState> }} TagBatch */

const TAGS_HEADER = "x-next-cache-tags";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Coalesces tag-state reads: callers that arrive while a query is being prepared share it; a
 * caller that arrives once a query has started waits for the next one, so every answer reflects
 * every write acknowledged before the caller asked.
 */
class TagStateReader {
  /** @type {TagBatch | null} */
  #queued = null;
  /** @type {Promise<unknown>} */
  #running = Promise.resolve();

  /** @param {(tags: string[]) => Promise<TagState>} read */
  constructor(read) {
    this.read = read;
  }

  /**
   * @param {readonly string[]} tags
   * @returns {Promise<TagState>}
   */
  state(tags) {
    let batch = this.#queued;
    if (!batch) {
      /** @type {TagBatch} */
      const queued = { tags: new Set() };
      this.#queued = queued;
      const ignore = () => undefined;
      queued.promise = this.#running.then(ignore, ignore).then(() => {
        if (this.#queued === queued) this.#queued = null;
        return this.read([...queued.tags]);
      });
      this.#running = queued.promise;
      batch = queued;
    }
    for (const tag of tags) batch.tags.add(tag);
    return /** @type {Promise<TagState>} */ (batch.promise);
  }
}

// Next.js makes a handler per request; what outlives a request lives here.
/**
 * @type {{ client: MongoClient | null, db: Promise<StoreDb> | null, memory: MemoryLayer<HeldEntry>, reader: TagStateReader | null, tags: ReturnType<typeof followTags> | null, build: string | null, openEndedRenders: RenderedOnce }}
 */
const shared = { client: null, db: null, memory: new MemoryLayer(), reader: null, tags: null, build: null, openEndedRenders: new RenderedOnce() };

/**
 * The build this process serves (`next build`'s BUILD_ID beside the server output). Stored entries
 * are filed under it: a page rendered by another build names that build's script and style files,
 * which this one does not have, so a deploy over the same database never serves the old pages.
 * Tag revalidations are not filed under it, so a write reaches every build still running.
 * @param {HandlerContext | undefined} ctx
 */
function buildOf(ctx) {
  if (!ctx?.serverDistDir) return "unbuilt";
  try {
    return readFileSync(path.join(ctx.serverDistDir, "..", "BUILD_ID"), "utf8").trim() || "unbuilt";
  } catch {
    return "unbuilt";
  }
}

const storedKey = (/** @type {string} */ key) => `${shared.build}:${key}`;

/** Entries of a key space anyone can grow (searches): held within their share of memory, and so replayed. */
const openEndedEntries = new WeakSet();

/**
 * The database and tags of each entry held, for as long as anything keeps the entry: an answer
 * kept in front of Next.js is checked against them after a newer render replaced it.
 * @type {WeakMap<object, { identity: string | null, tags: string[] }>}
 */
const heldAs = new WeakMap();

/**
 * Holds an entry in memory, an open-ended one within its share (memory-layer.mjs).
 * @param {string} key
 * @param {CacheEntry} entry
 * @param {string[]} tags
 * @param {string | null} identity
 */
function hold(key, entry, tags, identity) {
  const openEnded = tags.includes(BOUNDED_TAG);
  if (openEnded) openEndedEntries.add(entry);
  heldAs.set(entry, { identity, tags });
  shared.memory.set(key, { entry, tags, identity, size: sizeOf(entry.value), openEnded });
}

/** @returns {Promise<StoreDb>} */
function database() {
  if (!shared.db) {
    const uri = process.env.MONGODB_URI;
    if (!uri) return Promise.reject(new Error("MONGODB_URI is not set: the page cache has no database"));
    const client = new MongoClient(uri, { promoteBuffers: true, ignoreUndefined: true, serverSelectionTimeoutMS: 5000, maxPoolSize: 10 });
    shared.client = client;
    shared.db = client.connect().then(
      (connected) => connected.db(process.env.MONGODB_DB_NAME || undefined),
      (error) => {
        shared.db = null;
        throw error;
      },
    );
    const connecting = shared.db;
    shared.reader = new TagStateReader(async (tags) => readTagState(await connecting, tags));
    connecting.then(
      (db) => {
        if (shared.db !== connecting) return;
        // The process's one copy, which the search and filters follow too (tag-mirror.mjs).
        shared.tags = followTags(db);
      },
      () => undefined,
    );
  }
  return shared.db;
}

/** Closes this process's connection to the cache, for scripts and tests that end. */
export async function disconnect() {
  const { client } = shared;
  shared.tags?.release();
  shared.tags = null;
  shared.client = null;
  shared.db = null;
  await client?.close();
}

// `next build` renders in a process with no database (and none is wanted): the handler stays
// inert there, so the build reads and writes nothing.
const building = process.env.NEXT_PHASE === "phase-production-build";

let lastComplaint = 0;
/**
 * @param {string} action
 * @param {unknown} error
 */
function complain(action, error) {
  if (Date.now() - lastComplaint < 60_000) return;
  lastComplaint = Date.now();
  console.error(`[cache] could not ${action}; rendering without the shared cache:`, error instanceof Error ? error.message : error);
}

/**
 * @param {CachedValue} value
 * @param {HandlerContext | undefined} ctx
 * @returns {string[]}
 */
function entryTags(value, ctx) {
  if (value?.kind === "FETCH") return [...(ctx?.tags ?? value.tags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/** @param {unknown} value */
function sizeOf(value) {
  let bytes = 0;
  /** @param {unknown} item */
  const visit = (item) => {
    if (typeof item === "string") bytes += item.length;
    else if (item instanceof Uint8Array) bytes += item.byteLength;
    else if (item instanceof Map) {
      for (const [key, inner] of item) {
        bytes += key.length;
        visit(inner);
      }
    }
    else if (item && typeof item === "object") for (const inner of Object.values(item)) visit(inner);
    else bytes += 8;
  };
  visit(value);
  return bytes;
}

/**
 * What the database says of an entry held for `key`, for callers that already hold what Next.js
 * sent for that entry (cached-pages.mjs): "fresh" while it is the entry held and none of its
 * tags was revalidated since it was written, as get() checks before answering from memory;
 * "stock-moved" when all it says but the stock still holds (a stock move's beat has passed since
 * it was written, or a newer render replaced it, and nothing else: no admin's edit, no drop's
 * moment, the same database); null otherwise.
 * @param {string} key
 * @param {{ lastModified?: number }} entry
 * @returns {Promise<"fresh" | "stock-moved" | null>}
 */
export async function vouchedEntry(key, entry) {
  const known = vouchedNow(key, entry);
  if (known !== undefined) return known;
  const made = heldAs.get(entry);
  if (!made) return null;
  const state = await tagState(made.tags);
  const held = shared.memory.get(key);
  return held ? verdict(held, made, entry, state) : null;
}

/**
 * vouchedEntry's answer without waiting, from this instance's copy of the tag state: a replayed
 * page then costs no promise and no turn of the event loop. Undefined while the copy is not
 * trusted (the database must be asked).
 * @param {string} key
 * @param {{ lastModified?: number }} entry
 * @returns {"fresh" | "stock-moved" | null | undefined}
 */
export function vouchedNow(key, entry) {
  const held = shared.memory.get(key);
  const made = heldAs.get(entry);
  if (!held || !made || building) return null;
  const mirror = shared.tags?.mirror;
  return mirror?.trusted() ? verdict(held, made, entry, mirror.state(made.tags)) : undefined;
}

/**
 * @param {HeldEntry} held what is held for the entry's key now
 * @param {{ identity: string | null, tags: string[] }} made the database and tags the entry was held with
 * @param {{ lastModified?: number }} entry
 * @param {TagState} state
 * @returns {"fresh" | "stock-moved" | null}
 */
function verdict(held, made, entry, state) {
  const written = entry.lastModified ?? 0;
  if (made.identity !== state.identity || isRevalidated(made.tags, written, state.editedAt)) return null;
  return held.entry === entry && !isRevalidated(made.tags, written, state.revalidatedAt) ? "fresh" : "stock-moved";
}

/**
 * The state of these tags read from the database; the copy is read again if the database's
 * identity is not the one it holds.
 * @param {readonly string[]} tags
 * @returns {Promise<TagState>}
 */
async function storedState(tags) {
  await database();
  if (!shared.reader) throw new Error("the cache's tag reader was not made");
  const state = await shared.reader.state(tags);
  if (state.identity) shared.tags?.mirror.confirmIdentity(state.identity);
  return state;
}

/**
 * The state of these tags: from this instance's copy while it follows the database, else read
 * from the database.
 * @param {readonly string[]} tags
 * @returns {Promise<TagState>}
 */
async function tagState(tags) {
  await database();
  const mirror = shared.tags?.mirror;
  return mirror?.trusted() ? mirror.state(tags) : storedState(tags);
}

/**
 * The database's identity as this instance's copy of the tag state holds it, while that copy is
 * trusted and has read one: a write checks it as every read does, a beat old at most, instead of
 * asking the database once per write (a cold search page writes three entries). A reset the copy
 * has not polled yet is caught where an entry is read: stored under the old identity, it is never served.
 * @returns {string | null}
 */
function followedIdentity() {
  const mirror = shared.tags?.mirror;
  return mirror?.trusted() ? mirror.state([]).identity : null;
}

export default class SharedCacheHandler {
  /** When this request began: entries it writes count as that old, so a revalidation during its render wins. */
  #startedAt = Date.now();
  /** @type {string | null | undefined} The database identity this request first saw; its writes are stored under it. */
  #identity;

  /** @param {HandlerContext} [ctx] */
  constructor(ctx) {
    shared.memory.limit = ctx?.maxMemoryCacheSize ?? 0;
    shared.build ??= buildOf(ctx);
  }

  /**
   * @param {string} key
   * @param {HandlerContext} [ctx]
   */
  async get(key, ctx) {
    const entry = await this.#read(key, ctx);
    if ((ctx?.kind === "APP_PAGE" || ctx?.kind === "FETCH") && entry) recordPageRead(key, entry, ctx.kind, openEndedEntries.has(entry));
    return entry;
  }

  /**
   * @param {string} key
   * @param {HandlerContext} [ctx]
   * @returns {Promise<CacheEntry | null>}
   */
  async #read(key, ctx) {
    if (building) return null;
    try {
      const db = await database();
      const askedTags = ctx?.kind === "FETCH" ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      const held = shared.memory.get(key);
      const [state, stored] = await Promise.all([tagState([...(held?.tags ?? []), ...askedTags]), held ? null : readEntry(db, storedKey(key))]);
      if (this.#identity === undefined) this.#identity = state.identity;
      if (held) {
        if (held.identity === state.identity && !isRevalidated([...held.tags, ...askedTags], held.entry.lastModified, state.revalidatedAt)) return held.entry;
        // Out of date by a stock move alone, it stays held until the render that follows replaces
        // it: meanwhile the cached pages (cached-pages.mjs) replay it rather than queue behind that render.
        if (held.identity !== state.identity || isRevalidated([...held.tags, ...askedTags], held.entry.lastModified, state.editedAt)) shared.memory.delete(key);
      }
      const doc = stored ?? (await readEntry(db, storedKey(key)));
      if (!doc) return null;
      const tags = [...doc.tags, ...askedTags];
      const unread = tags.filter((tag) => !state.revalidatedAt.has(tag));
      // Stored under an identity this instance's copy has not seen yet (the database's first
      // pages, written by another instance since the last poll): the database says whose it is.
      const latest = doc.identity !== state.identity ? await storedState(tags) : unread.length > 0 ? await tagState(tags) : state;
      if (latest.identity !== doc.identity || isRevalidated(tags, doc.lastModified, latest.revalidatedAt)) return null;
      const entry = { lastModified: doc.lastModified, value: decode(doc.value), cacheControl: doc.cacheControl ?? undefined };
      hold(key, entry, doc.tags, doc.identity);
      return entry;
    } catch (error) {
      complain("read the cache", error);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {CachedValue | null} data
   * @param {HandlerContext} [ctx]
   */
  async set(key, data, ctx) {
    if (building) return;
    try {
      const db = await database();
      if (!data) {
        shared.memory.delete(key);
        await deleteEntry(db, storedKey(key));
        return;
      }
      // Redirects answer unknown paths and ids: cheap to render again, and storing them would let
      // anyone grow the cache with made-up URLs.
      if (data.status !== undefined && REDIRECT_STATUSES.has(data.status)) return;
      const current = followedIdentity() ?? (await ensureIdentity(db));
      shared.tags?.mirror.confirmIdentity(current);
      // The database was reset or replaced while this request rendered: what it read is not this database's.
      if (this.#identity && this.#identity !== current) return;
      const tags = entryTags(data, ctx);
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
      const entry = { lastModified: this.#startedAt, value: data, cacheControl };
      hold(key, entry, tags, current);
      // A search or filter combination rendered for the first time is held here only (rendered-once.mjs).
      if (tags.includes(BOUNDED_TAG) && !shared.openEndedRenders.again(key)) return;
      await writeEntry(db, storedKey(key), { identity: current, lastModified: this.#startedAt, cacheControl: cacheControl ?? null, tags, value: data });
    } catch (error) {
      shared.memory.delete(key);
      complain("write the cache", error);
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {unknown} [_durations]
   */
  async revalidateTag(tags, _durations) {
    if (building) return;
    // Profiles that would serve stale entries while revalidating expire them at once here:
    // the catalogue is money and stock, and a shopper should never see the old price.
    await expireTags(await database(), Array.isArray(tags) ? tags : [tags]);
  }

  resetRequestCache() {}
}
