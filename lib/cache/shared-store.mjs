// The shared cache's storage in the shop's own MongoDB database: rendered pages and cached reads
// (entries), the time each cache tag was last revalidated, and the database's cache identity.
// Plain JavaScript because Next.js loads its cache handler with a bare `import()`, outside the
// bundler; the app imports the same module to expire tags. Its JSDoc types are what the app's
// TypeScript sees.
// @ts-check
import { randomUUID } from "node:crypto";

/**
 * A stored document, as the driver reads it.
 * @typedef {{ [field: string]: any }} StoredDocument
 */
/**
 * The parts of a MongoDB collection the store uses (methods, so either driver's copy fits).
 * @typedef {{
 *   find(filter: object, options?: object): { toArray(): Promise<StoredDocument[]> },
 *   countDocuments(filter: object): Promise<number>,
 *   deleteMany(filter: object): Promise<unknown>,
 *   findOne(filter: object): Promise<StoredDocument | null>,
 *   findOneAndUpdate(filter: object, update: object, options: object): Promise<StoredDocument | null>,
 *   bulkWrite(operations: readonly object[], options: object): Promise<unknown>,
 *   replaceOne(filter: object, document: object, options: object): Promise<unknown>,
 *   deleteOne(filter: object): Promise<unknown>,
 *   createIndex(keys: { [field: string]: 1 | -1 }, options: object): Promise<unknown>,
 * }} StoreCollection
 */
/**
 * A MongoDB driver Db, whichever copy of the driver (the app's or mongoose's) made it.
 * @typedef {{ collection(name: string): StoreCollection, databaseName?: string }} StoreDb
 */

/** Collections the cache keeps; they hold no shop data, so backups leave them out. */
export const CACHE_COLLECTIONS = Object.freeze({ entries: "next_cache_entries", state: "next_cache_state" });

// The state collection holds one document per revalidated tag and the identity document. Tag
// documents are prefixed so that no tag can ever be mistaken for the identity.
const IDENTITY_ID = "identity";
const tagId = (/** @type {string} */ tag) => `tag:${tag}`;

/** An entry no one rewrites for this long is dropped by MongoDB's TTL monitor. */
export const ENTRY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Entries carrying this tag come from a key space anyone can grow (a search term in a URL): only
 * the newest MAX_BOUNDED_ENTRIES of them are kept, the older dropped as new ones are written.
 */
export const BOUNDED_TAG = "bounded";
export const MAX_BOUNDED_ENTRIES = 2000;

/** @type {WeakSet<StoreDb>} */
const indexed = new WeakSet();
/** Bounded entries this process has written since it last trimmed their family. */
let boundedWrites = 0;

/** @param {StoreDb} db */
async function ensureIndexes(db) {
  if (indexed.has(db)) return;
  const entries = db.collection(CACHE_COLLECTIONS.entries);
  await entries.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  await entries.createIndex({ bounded: 1, writtenAt: 1 }, { sparse: true });
  indexed.add(db);
}

/**
 * Drops the oldest bounded entries past the limit. Instances writing at once may each drop a few:
 * the family stays within its bound, and an entry dropped early is rendered again on its next request.
 * @param {StoreDb} db
 * @param {number} limit
 */
async function trimBounded(db, limit) {
  const entries = db.collection(CACHE_COLLECTIONS.entries);
  const excess = (await entries.countDocuments({ bounded: true })) - limit;
  if (excess <= 0) return;
  const oldest = await entries.find({ bounded: true }, { projection: { _id: 1 }, sort: { writtenAt: 1 }, limit: excess }).toArray();
  await entries.deleteMany({ _id: { $in: oldest.map((doc) => doc._id) } });
}

/**
 * The database's cache identity and, per tag, when it was last revalidated (`revalidatedAt`) and
 * when by anything but a stock move's beat (`editedAt`: an admin's write, a drop's moment).
 * @typedef {{ identity: string | null, revalidatedAt: Map<string, number>, editedAt: Map<string, number> }} TagState
 */

/**
 * Reads the database's cache identity and the revalidation times of each tag, in one query.
 * `identity` is null when the database has none yet: it is new, was reset, or was restored
 * without its cache, and nothing cached before belongs to it.
 * @param {StoreDb} db
 * @param {readonly string[]} tags
 * @returns {Promise<TagState>}
 */
export async function readTagState(db, tags) {
  const ids = [IDENTITY_ID, ...[...new Set(tags)].map(tagId)];
  const docs = await db.collection(CACHE_COLLECTIONS.state).find({ _id: { $in: ids } }).toArray();
  const now = Date.now();
  /** @type {string | null} */
  let identity = null;
  /** @type {Map<string, number>} */
  const revalidatedAt = new Map();
  /** @type {Map<string, number>} */
  const editedAt = new Map();
  for (const doc of docs) {
    if (doc._id === IDENTITY_ID) identity = doc.value;
    else {
      revalidatedAt.set(doc._id.slice(4), tagRevalidatedAt(doc, now));
      editedAt.set(doc._id.slice(4), tagEditedAt(doc, now));
    }
  }
  return { identity, revalidatedAt, editedAt };
}

/**
 * What a tag's document records: when it was last revalidated, the beat a stock move made it due
 * at, and the times it is scheduled to expire at (a drop's time on sale, `scheduleTagExpiry`).
 * @typedef {{ revalidatedAt?: number, dueAt?: number, expiresAt?: readonly number[] }} TagTimes
 */

/**
 * When a tag counts as last revalidated at `now`.
 * @param {TagTimes} times
 * @param {number} now
 */
export function tagRevalidatedAt(times, now) {
  return Math.max(tagEditedAt(times, now), passedBeat(times.dueAt, now));
}

/**
 * When a tag counts as last revalidated at `now` by anything but a stock move: what an entry
 * must be newer than for everything it says but the stock to hold.
 * @param {TagTimes} times
 * @param {number} now
 */
export function tagEditedAt(times, now) {
  return Math.max(times.revalidatedAt ?? 0, passedSchedule(times.expiresAt, now));
}

/**
 * The latest scheduled expiry that has come by `now`: every instance reads the same times and
 * the same clock, so each treats the tag as revalidated from that moment on, with nothing to
 * write when it comes and nothing lost to a crash or a missed poll. A time still ahead counts
 * for nothing, however far off.
 * @param {readonly number[] | undefined} expiresAt
 * @param {number} now
 */
function passedSchedule(expiresAt, now) {
  let passed = 0;
  for (const at of expiresAt ?? []) if (at <= now && at > passed) passed = at;
  return passed;
}

/**
 * The database's cache identity and the tags changed since `since` (by the database's own clock,
 * stamped on each change), or every tag when `since` is null: what an instance's copy of the
 * state (tag-mirror.mjs) reads on each poll.
 * @param {StoreDb} db
 * @param {Date | null} since
 * @returns {Promise<{ identity: string | null, changes: { tag: string, times: TagTimes, touchedAt: Date | null }[] }>}
 */
export async function readTagChanges(db, since) {
  await ensureStateIndexes(db);
  const filter = since ? { $or: [{ _id: IDENTITY_ID }, { touchedAt: { $gte: since } }] } : {};
  const docs = await db.collection(CACHE_COLLECTIONS.state).find(filter).toArray();
  /** @type {string | null} */
  let identity = null;
  const changes = [];
  for (const doc of docs) {
    if (doc._id === IDENTITY_ID) identity = doc.value;
    else if (typeof doc._id === "string" && doc._id.startsWith("tag:")) {
      changes.push({ tag: doc._id.slice(4), times: { revalidatedAt: doc.revalidatedAt, dueAt: doc.dueAt, expiresAt: doc.expiresAt }, touchedAt: doc.touchedAt instanceof Date ? doc.touchedAt : null });
    }
  }
  return { identity, changes };
}

/** @type {WeakSet<StoreDb>} */
const stateIndexed = new WeakSet();

/**
 * The tag state's indexes: by when a tag was touched (the mirrors' poll) and by when it was
 * revalidated (the search index's catch-up).
 * @param {StoreDb} db
 */
async function ensureStateIndexes(db) {
  if (stateIndexed.has(db)) return;
  const state = db.collection(CACHE_COLLECTIONS.state);
  await state.createIndex({ touchedAt: 1 }, { sparse: true });
  await state.createIndex({ revalidatedAt: 1 }, { sparse: true });
  stateIndexed.add(db);
}

/**
 * A revalidation this process wrote, as told to the copies of the tag state it holds.
 * @typedef {{ database: string | undefined, tags: readonly string[], times: TagTimes }} LocalRevalidation
 */

/**
 * Who hears of this process's revalidations once they are in the database. Kept on the process's
 * global object: the app's bundle and the cache handler (loaded outside it) each have their own
 * copy of this module, and an admin's edit made through the one must reach the other at once.
 * @returns {Set<(change: LocalRevalidation) => void>}
 */
export function localRevalidations() {
  const key = Symbol.for("scents.cache.local-revalidations");
  const holder = /** @type {{ [key: symbol]: Set<(change: LocalRevalidation) => void> | undefined }} */ (/** @type {unknown} */ (globalThis));
  return (holder[key] ??= new Set());
}

/**
 * @param {StoreDb} db
 * @param {readonly string[]} tags
 * @param {TagTimes} times
 */
function announce(db, tags, times) {
  for (const listener of localRevalidations()) listener({ database: db.databaseName, tags, times });
}

/**
 * Stock moves expire their pages on the beat rather than at once: a tag is given the next whole
 * beat as its due time, and is revalidated when that time comes. A burst of orders then re-renders
 * a product's page once a beat, on every instance alike (they read the same due time), and no
 * timer is needed, so a crash loses nothing: the due time is in the database before the order's
 * answer is sent.
 */
export const STOCK_BEAT_MS = 1000;

/** The beat after `now`: when a stock move made now shows. */
export function nextBeat(now = Date.now()) {
  return (Math.floor(now / STOCK_BEAT_MS) + 1) * STOCK_BEAT_MS;
}

/**
 * The tags starting with `prefix` revalidated at or after `since`, each with its time: which of
 * a family (every product's own tag) a reader that caught up until `since` has yet to read again.
 * Due times (stock beats) are left out: they mark a stock move, not a change of what a tag names.
 * @param {StoreDb} db
 * @param {string} prefix
 * @param {number} since
 * @returns {Promise<Map<string, number>>}
 */
export async function readTagsRevalidatedSince(db, prefix, since) {
  await ensureStateIndexes(db);
  const docs = await db.collection(CACHE_COLLECTIONS.state).find({ revalidatedAt: { $gte: since } }, { projection: { revalidatedAt: 1 } }).toArray();
  /** @type {Map<string, number>} */
  const revalidated = new Map();
  for (const doc of docs) if (String(doc._id).startsWith(tagId(prefix))) revalidated.set(String(doc._id).slice(tagId("").length), doc.revalidatedAt);
  return revalidated;
}

/**
 * The revalidation a due time stands for at `now`. Due times only move forward a beat at a time,
 * so one still ahead says the beat before it may have come and gone unrecorded: that one counts.
 * (Counting it when it never was due costs one render more, never a stale page.)
 * @param {number | undefined} dueAt
 * @param {number} now
 */
function passedBeat(dueAt, now) {
  if (typeof dueAt !== "number") return 0;
  return dueAt <= now ? dueAt : dueAt - STOCK_BEAT_MS;
}

/**
 * The database's cache identity, created on first use.
 * @param {StoreDb} db
 * @returns {Promise<string>}
 */
export async function ensureIdentity(db) {
  const state = db.collection(CACHE_COLLECTIONS.state);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const doc = await state.findOneAndUpdate(
        { _id: IDENTITY_ID },
        { $setOnInsert: { value: randomUUID(), createdAt: new Date() } },
        { upsert: true, returnDocument: "after" },
      );
      if (doc) return doc.value;
    } catch (error) {
      // Two instances creating it at once: one upsert loses with a duplicate key; read the winner.
      if (/** @type {{ code?: unknown } | null} */ (error)?.code !== 11000) throw error;
    }
  }
  throw new Error("Could not read or create the cache identity");
}

/**
 * Marks tags revalidated now: every entry carrying one and written before now is a miss.
 * @param {StoreDb} db
 * @param {readonly string[]} tags
 * @param {number} [at]
 */
export async function expireTags(db, tags, at = Date.now()) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await db.collection(CACHE_COLLECTIONS.state).bulkWrite(
    unique.map((tag) => ({
      updateOne: { filter: { _id: tagId(tag) }, update: { $max: { revalidatedAt: at }, $currentDate: { touchedAt: true } }, upsert: true },
    })),
    { ordered: false },
  );
  announce(db, unique, { revalidatedAt: at });
}

/**
 * Schedules tags to expire at `at` (a drop's time on sale): from then on, every entry carrying one
 * and written before `at` is a miss, on every instance at the same moment (`passedSchedule`).
 * Scheduled times long past (older than any entry can be) are folded into `revalidatedAt` and
 * dropped, so a tag's list holds only the times that can still matter.
 * @param {StoreDb} db
 * @param {readonly string[]} tags
 * @param {number} at
 * @param {number} [now]
 */
export async function scheduleTagExpiry(db, tags, at, now = Date.now()) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  const longPast = now - ENTRY_LIFETIME_MS;
  await db.collection(CACHE_COLLECTIONS.state).bulkWrite(
    unique.flatMap((tag) => [
      { updateOne: { filter: { _id: tagId(tag), expiresAt: { $lt: longPast } }, update: { $pull: { expiresAt: { $lt: longPast } }, $max: { revalidatedAt: longPast } } } },
      { updateOne: { filter: { _id: tagId(tag) }, update: { $addToSet: { expiresAt: at }, $currentDate: { touchedAt: true } }, upsert: true } },
    ]),
    { ordered: true },
  );
  announce(db, unique, { expiresAt: [at] });
}

/**
 * Marks tags to be revalidated at the next beat (`nextBeat`); already due then, they are left as
 * they are. Returns that beat.
 * @param {StoreDb} db
 * @param {readonly string[]} tags
 * @param {number} [now]
 */
export async function expireTagsOnBeat(db, tags, now = Date.now()) {
  const unique = [...new Set(tags)];
  const due = nextBeat(now);
  if (unique.length === 0) return due;
  await db.collection(CACHE_COLLECTIONS.state).bulkWrite(
    unique.map((tag) => ({
      updateOne: { filter: { _id: tagId(tag) }, update: { $max: { dueAt: due }, $currentDate: { touchedAt: true } }, upsert: true },
    })),
    { ordered: false },
  );
  announce(db, unique, { dueAt: due });
  return due;
}

/**
 * True when one of the tags was revalidated after the entry was written.
 * @param {readonly string[]} tags
 * @param {number} lastModified
 * @param {Map<string, number>} revalidatedAt
 */
export function isRevalidated(tags, lastModified, revalidatedAt) {
  for (const tag of tags) {
    const at = revalidatedAt.get(tag);
    if (at !== undefined && at >= lastModified) return true;
  }
  return false;
}

/**
 * @param {StoreDb} db
 * @param {string} key
 */
export async function readEntry(db, key) {
  return db.collection(CACHE_COLLECTIONS.entries).findOne({ _id: key });
}

/**
 * Stores an entry under the identity of the database it was rendered from.
 * @param {StoreDb} db
 * @param {string} key
 * @param {{ value: unknown, tags?: readonly string[], [field: string]: unknown }} entry
 * @param {{ boundedLimit?: number }} [options]
 */
export async function writeEntry(db, key, entry, { boundedLimit = MAX_BOUNDED_ENTRIES } = {}) {
  await ensureIndexes(db);
  const now = Date.now();
  const bounded = entry.tags?.includes(BOUNDED_TAG) ?? false;
  const family = bounded ? { bounded: true, writtenAt: now } : {};
  await db.collection(CACHE_COLLECTIONS.entries).replaceOne({ _id: key }, { ...entry, value: encode(entry.value), expiresAt: new Date(now + ENTRY_LIFETIME_MS), ...family }, { upsert: true });
  // A trim reads the whole family (seconds on the built-in engine at 2,000 pages): done on every
  // write, a flood of searches kept the database busy trimming until pages waited 30 s and failed.
  // So a process trims once per twentieth of the bound it has written; the family may run that much over.
  if (!bounded) return;
  boundedWrites += 1;
  if (boundedWrites < Math.max(1, Math.floor(boundedLimit / 20))) return;
  boundedWrites = 0;
  await trimBounded(db, boundedLimit);
}

/**
 * @param {StoreDb} db
 * @param {string} key
 */
export async function deleteEntry(db, key) {
  await db.collection(CACHE_COLLECTIONS.entries).deleteOne({ _id: key });
}

// Cached values hold Buffers (stored as BSON binary) and Maps (segment data), which BSON has no
// type for: a Map is stored as its entries under a marker key.
const MAP_MARKER = "__map";

/**
 * @param {unknown} value
 * @returns {unknown}
 */
export function encode(value) {
  if (value instanceof Map) return { [MAP_MARKER]: [...value].map(([key, item]) => [key, encode(item)]) };
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = encode(item);
    return out;
  }
  return value;
}

/**
 * @param {any} value a stored value, as the driver read it
 * @returns {any} the value as Next.js wrote it
 */
export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (Buffer.isBuffer(value) || !value || typeof value !== "object") return value;
  if (value._bsontype === "Binary") return Buffer.from(value.buffer.subarray(0, value.position));
  const marked = value[MAP_MARKER];
  if (Array.isArray(marked) && Object.keys(value).length === 1) return new Map(marked.map(([key, item]) => [key, decode(item)]));
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, item] of Object.entries(value)) out[key] = decode(item);
  return out;
}
