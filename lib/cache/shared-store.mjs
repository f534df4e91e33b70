// The shared cache's storage in the shop's own MongoDB database: rendered pages and cached reads
// (entries), the time each cache tag was last revalidated, and the database's cache identity.
// Plain JavaScript because Next.js loads its cache handler with a bare `import()`, outside the
// bundler; the app imports the same module (through shared-store.d.mts) to expire tags.
import { randomUUID } from "node:crypto";

/** Collections the cache keeps; they hold no shop data, so backups leave them out. */
export const CACHE_COLLECTIONS = Object.freeze({ entries: "next_cache_entries", state: "next_cache_state" });

// The state collection holds one document per revalidated tag and the identity document. Tag
// documents are prefixed so that no tag can ever be mistaken for the identity.
const IDENTITY_ID = "identity";
const tagId = (tag) => `tag:${tag}`;

/** An entry no one rewrites for this long is dropped by MongoDB's TTL monitor. */
export const ENTRY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const indexed = new WeakSet();

async function ensureIndexes(db) {
  if (indexed.has(db)) return;
  await db.collection(CACHE_COLLECTIONS.entries).createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  indexed.add(db);
}

/**
 * Reads the database's cache identity and the revalidation time of each tag, in one query.
 * `identity` is null when the database has none yet: it is new, was reset, or was restored
 * without its cache, and nothing cached before belongs to it.
 */
export async function readTagState(db, tags) {
  const ids = [IDENTITY_ID, ...[...new Set(tags)].map(tagId)];
  const docs = await db.collection(CACHE_COLLECTIONS.state).find({ _id: { $in: ids } }).toArray();
  let identity = null;
  const revalidatedAt = new Map();
  for (const doc of docs) {
    if (doc._id === IDENTITY_ID) identity = doc.value;
    else revalidatedAt.set(doc._id.slice(4), doc.revalidatedAt);
  }
  return { identity, revalidatedAt };
}

/** The database's cache identity, created on first use. */
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
      if (error?.code !== 11000) throw error;
    }
  }
  throw new Error("Could not read or create the cache identity");
}

/** Marks tags revalidated now: every entry carrying one and written before now is a miss. */
export async function expireTags(db, tags, at = Date.now()) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await db.collection(CACHE_COLLECTIONS.state).bulkWrite(
    unique.map((tag) => ({
      updateOne: { filter: { _id: tagId(tag) }, update: { $max: { revalidatedAt: at } }, upsert: true },
    })),
    { ordered: false },
  );
}

/** True when one of the tags was revalidated after the entry was written. */
export function isRevalidated(tags, lastModified, revalidatedAt) {
  for (const tag of tags) {
    const at = revalidatedAt.get(tag);
    if (at !== undefined && at >= lastModified) return true;
  }
  return false;
}

export async function readEntry(db, key) {
  return db.collection(CACHE_COLLECTIONS.entries).findOne({ _id: key });
}

/** Stores an entry under the identity of the database it was rendered from. */
export async function writeEntry(db, key, entry) {
  await ensureIndexes(db);
  const expiresAt = new Date(Date.now() + ENTRY_LIFETIME_MS);
  await db.collection(CACHE_COLLECTIONS.entries).replaceOne({ _id: key }, { ...entry, value: encode(entry.value), expiresAt }, { upsert: true });
}

export async function deleteEntry(db, key) {
  await db.collection(CACHE_COLLECTIONS.entries).deleteOne({ _id: key });
}

// Cached values hold Buffers (stored as BSON binary) and Maps (segment data), which BSON has no
// type for: a Map is stored as its entries under a marker key.
const MAP_MARKER = "__map";

export function encode(value) {
  if (value instanceof Map) return { [MAP_MARKER]: [...value].map(([key, item]) => [key, encode(item)]) };
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") {
    const out = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = encode(item);
    return out;
  }
  return value;
}

export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (Buffer.isBuffer(value) || !value || typeof value !== "object") return value;
  if (value._bsontype === "Binary") return Buffer.from(value.buffer.subarray(0, value.position));
  const marked = value[MAP_MARKER];
  if (Array.isArray(marked) && Object.keys(value).length === 1) return new Map(marked.map(([key, item]) => [key, decode(item)]));
  const out = {};
  for (const [key, item] of Object.entries(value)) out[key] = decode(item);
  return out;
}
