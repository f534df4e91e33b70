// Next.js cache handler (next.config `cacheHandler`): rendered catalogue pages and cached reads
// live in the shop's MongoDB (shared-store.mjs), so every app instance on one database shares
// them, and a database that is reset or replaced never serves another database's pages.
//
// Each instance keeps recently used entries in memory too; before answering from memory it asks
// the database (one small query, shared by concurrent requests, always started after the
// request arrived) whether the database is still the one the entry came from and whether any of
// the entry's tags was revalidated since. So a write made through any instance, or a reset,
// shows on every instance's next request.
import { readFileSync } from "node:fs";
import path from "node:path";
import { MongoClient } from "mongodb";
import { MemoryLayer } from "./memory-layer.mjs";
import { recordPageRead } from "./page-reads.mjs";
import { decode, deleteEntry, ensureIdentity, expireTags, isRevalidated, readEntry, readTagState, writeEntry } from "./shared-store.mjs";

const TAGS_HEADER = "x-next-cache-tags";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Coalesces tag-state reads: callers that arrive while a query is being prepared share it; a
 * caller that arrives once a query has started waits for the next one, so every answer reflects
 * every write acknowledged before the caller asked.
 */
class TagStateReader {
  #queued = null;
  #running = Promise.resolve();

  constructor(read) {
    this.read = read;
  }

  state(tags) {
    let batch = this.#queued;
    if (!batch) {
      batch = { tags: new Set() };
      this.#queued = batch;
      const ignore = () => undefined;
      batch.promise = this.#running.then(ignore, ignore).then(() => {
        if (this.#queued === batch) this.#queued = null;
        return this.read([...batch.tags]);
      });
      this.#running = batch.promise;
    }
    for (const tag of tags) batch.tags.add(tag);
    return batch.promise;
  }
}

// Next.js makes a handler per request; what outlives a request lives here.
const shared = { client: null, db: null, memory: new MemoryLayer(), reader: null, build: null };

/**
 * The build this process serves (`next build`'s BUILD_ID beside the server output). Stored entries
 * are filed under it: a page rendered by another build names that build's script and style files,
 * which this one does not have, so a deploy over the same database never serves the old pages.
 * Tag revalidations are not filed under it, so a write reaches every build still running.
 */
function buildOf(ctx) {
  if (!ctx?.serverDistDir) return "unbuilt";
  try {
    return readFileSync(path.join(ctx.serverDistDir, "..", "BUILD_ID"), "utf8").trim() || "unbuilt";
  } catch {
    return "unbuilt";
  }
}

const storedKey = (key) => `${shared.build}:${key}`;

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
    shared.reader = new TagStateReader(async (tags) => readTagState(await shared.db, tags));
  }
  return shared.db;
}

/** Closes this process's connection to the cache, for scripts and tests that end. */
export async function disconnect() {
  const { client } = shared;
  shared.client = null;
  shared.db = null;
  await client?.close();
}

// `next build` renders in a process with no database (and none is wanted): the handler stays
// inert there, so the build reads and writes nothing.
const building = process.env.NEXT_PHASE === "phase-production-build";

let lastComplaint = 0;
function complain(action, error) {
  if (Date.now() - lastComplaint < 60_000) return;
  lastComplaint = Date.now();
  console.error(`[cache] could not ${action}; rendering without the shared cache:`, error instanceof Error ? error.message : error);
}

function entryTags(value, ctx) {
  if (value?.kind === "FETCH") return [...(ctx?.tags ?? value.tags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

function sizeOf(value) {
  let bytes = 0;
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
 * The entry this instance holds in memory for `key`, if the database still vouches for it: the
 * check get() makes before answering from memory, for callers that already hold what Next.js
 * sent for that entry.
 */
export async function vouchedEntry(key) {
  const held = shared.memory.get(key);
  if (!held || building) return null;
  await database();
  const state = await shared.reader.state(held.tags);
  return held.identity === state.identity && !isRevalidated(held.tags, held.entry.lastModified, state.revalidatedAt) ? held.entry : null;
}

export default class SharedCacheHandler {
  /** When this request began: entries it writes count as that old, so a revalidation during its render wins. */
  #startedAt = Date.now();
  /** The database identity this request first saw; its writes are stored under it. */
  #identity;

  constructor(ctx) {
    shared.memory.limit = ctx?.maxMemoryCacheSize ?? 0;
    shared.build ??= buildOf(ctx);
  }

  async get(key, ctx) {
    const entry = await this.#read(key, ctx);
    if (ctx?.kind === "APP_PAGE") recordPageRead(key, entry);
    return entry;
  }

  async #read(key, ctx) {
    if (building) return null;
    try {
      const db = await database();
      const askedTags = ctx?.kind === "FETCH" ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      const held = shared.memory.get(key);
      const [state, stored] = await Promise.all([shared.reader.state([...(held?.tags ?? []), ...askedTags]), held ? null : readEntry(db, storedKey(key))]);
      if (this.#identity === undefined) this.#identity = state.identity;
      if (held) {
        if (held.identity === state.identity && !isRevalidated([...held.tags, ...askedTags], held.entry.lastModified, state.revalidatedAt)) return held.entry;
        shared.memory.delete(key);
      }
      const doc = stored ?? (await readEntry(db, storedKey(key)));
      if (!doc || doc.identity !== state.identity) return null;
      const tags = [...doc.tags, ...askedTags];
      const unread = tags.filter((tag) => !state.revalidatedAt.has(tag));
      const latest = unread.length > 0 ? await shared.reader.state(tags) : state;
      if (latest.identity !== doc.identity || isRevalidated(tags, doc.lastModified, latest.revalidatedAt)) return null;
      const entry = { lastModified: doc.lastModified, value: decode(doc.value), cacheControl: doc.cacheControl ?? undefined };
      shared.memory.set(key, { entry, tags: doc.tags, identity: doc.identity, size: sizeOf(entry.value) });
      return entry;
    } catch (error) {
      complain("read the cache", error);
      return null;
    }
  }

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
      if (REDIRECT_STATUSES.has(data.status)) return;
      const current = await ensureIdentity(db);
      // The database was reset or replaced while this request rendered: what it read is not this database's.
      if (this.#identity && this.#identity !== current) return;
      const tags = entryTags(data, ctx);
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
      const entry = { lastModified: this.#startedAt, value: data, cacheControl };
      shared.memory.set(key, { entry, tags, identity: current, size: sizeOf(data) });
      await writeEntry(db, storedKey(key), { identity: current, lastModified: this.#startedAt, cacheControl: cacheControl ?? null, tags, value: data });
    } catch (error) {
      shared.memory.delete(key);
      complain("write the cache", error);
    }
  }

  async revalidateTag(tags, _durations) {
    if (building) return;
    // Profiles that would serve stale entries while revalidating expire them at once here:
    // the catalogue is money and stock, and a shopper should never see the old price.
    await expireTags(await database(), Array.isArray(tags) ? tags : [tags]);
  }

  resetRequestCache() {}
}
