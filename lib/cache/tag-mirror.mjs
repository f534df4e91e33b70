// Each instance's copy of the shared cache's tag state (shared-store.mjs), so a cached page's
// freshness check is answered from memory and never queues on the database behind a burst of
// order writes. The copy follows the database by one small poll a beat (the tags changed since
// the last poll, and the database's identity); revalidations this process writes reach it at once.
// So an admin's edit expires its pages at once on the instance it was made on and within a beat
// on every other, a stock move shows within its beat plus one poll, and a reset database is
// noticed within a poll. While polls fail, callers read the state from the database as before.
// @ts-check
import { localRevalidations, readTagChanges, STOCK_BEAT_MS, tagEditedAt, tagRevalidatedAt } from "./shared-store.mjs";

/** @typedef {import("./shared-store.mjs").StoreDb} StoreDb */
/** @typedef {import("./shared-store.mjs").TagTimes} TagTimes */
/** @typedef {import("./shared-store.mjs").LocalRevalidation} LocalRevalidation */
/** @typedef {import("./shared-store.mjs").TagState} TagState */

/** How often the copy asks the database what changed: one beat of the stock clock. */
export const TAG_POLL_MS = STOCK_BEAT_MS;

/**
 * A copy whose last poll began longer ago than this is not trusted (the database is not
 * answering): callers then ask the database themselves.
 */
export const TRUSTED_FOR_MS = 3 * TAG_POLL_MS;

/**
 * How far back each poll looks before the newest change it has seen: a change stamped by the
 * database just before that one may become readable just after it, and reading one twice is harmless.
 */
const OVERLAP_MS = 10_000;

export class TagMirror {
  /** @type {Map<string, TagTimes>} */
  #tags = new Map();
  /** @type {string | null} */
  #identity = null;
  /** When the last successful poll began; 0 before the first. */
  #syncedAt = 0;
  /** The newest change time the database stamped on what was read; null reads everything. */
  /** @type {Date | null} */
  #newest = null;
  /** Moved on by confirmIdentity: a poll begun before cannot make the copy trusted. */
  #generation = 0;
  /** @type {ReturnType<typeof setInterval> | null} */
  #timer = null;
  /** @type {Promise<void> | null} */
  #polling = null;
  /** @type {(change: LocalRevalidation) => void} */
  #onLocal;

  /**
   * @param {StoreDb} db
   * @param {{ now?: () => number }} [options]
   */
  constructor(db, { now = Date.now } = {}) {
    this.db = db;
    this.now = now;
    this.#onLocal = (change) => {
      if (change.database === this.db.databaseName) this.#merge(change.tags, change.times);
    };
  }

  /** Starts following the database: a poll now, then one a beat. */
  start() {
    localRevalidations().add(this.#onLocal);
    void this.poll();
    this.#timer = setInterval(() => void this.poll(), TAG_POLL_MS);
    // A process with nothing else to do (a script, a test) may end.
    this.#timer.unref?.();
  }

  stop() {
    localRevalidations().delete(this.#onLocal);
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** Reads what changed since the last poll; a poll still running is not doubled. */
  poll() {
    this.#polling ??= this.#read().finally(() => {
      this.#polling = null;
    });
    return this.#polling;
  }

  /** @returns {Promise<void>} */
  async #read() {
    const startedAt = this.now();
    const generation = this.#generation;
    try {
      const since = this.#newest && new Date(this.#newest.getTime() - OVERLAP_MS);
      const { identity, changes } = await readTagChanges(this.db, since);
      // Another database (reset, restored): none of the old one's tags mean anything here.
      if (identity !== this.#identity) {
        this.#tags.clear();
        this.#identity = identity;
        if (since) return this.#readAll();
      }
      for (const { tag, times, touchedAt } of changes) {
        this.#merge([tag], times);
        if (touchedAt && (!this.#newest || touchedAt > this.#newest)) this.#newest = touchedAt;
      }
      if (generation === this.#generation) this.#syncedAt = Math.max(this.#syncedAt, startedAt);
    } catch {
      // The database did not answer: the copy ages until it is no longer trusted.
    }
  }

  /**
   * Reads every tag again; until then callers ask the database themselves.
   * @returns {Promise<void>}
   */
  #readAll() {
    this.#syncedAt = 0;
    this.#newest = null;
    return this.#read();
  }

  /**
   * Called with the identity the database gave a write or a read: another than the copy's means
   * the database was reset, replaced or first given one since the last poll, so the copy stops
   * vouching until a poll begun now has read it again.
   * @param {string} identity
   */
  confirmIdentity(identity) {
    // An untrusted copy is not vouching for anything, and its next poll reads the identity anyway.
    if (identity === this.#identity || !this.trusted()) return;
    // Only a poll begun after now may vouch again: one under way may have read the old identity.
    this.#generation += 1;
    this.#syncedAt = 0;
    void (this.#polling ?? Promise.resolve()).then(() => this.poll());
  }

  /**
   * @param {readonly string[]} tags
   * @param {TagTimes} times
   */
  #merge(tags, times) {
    for (const tag of tags) {
      const held = this.#tags.get(tag) ?? {};
      this.#tags.set(tag, {
        revalidatedAt: Math.max(held.revalidatedAt ?? 0, times.revalidatedAt ?? 0) || undefined,
        dueAt: Math.max(held.dueAt ?? 0, times.dueAt ?? 0) || undefined,
        expiresAt: times.expiresAt ? [...new Set([...(held.expiresAt ?? []), ...times.expiresAt])] : held.expiresAt,
      });
    }
  }

  /** True while the copy may answer: its last poll began within TRUSTED_FOR_MS. */
  trusted() {
    return this.#syncedAt > 0 && this.now() - this.#syncedAt <= TRUSTED_FOR_MS;
  }

  /**
   * The state of these tags as readTagState gives it, from memory.
   * @param {readonly string[]} tags
   * @returns {TagState}
   */
  state(tags) {
    const now = this.now();
    /** @type {Map<string, number>} */
    const revalidatedAt = new Map();
    /** @type {Map<string, number>} */
    const editedAt = new Map();
    for (const tag of tags) {
      const times = this.#tags.get(tag);
      if (!times) continue;
      revalidatedAt.set(tag, tagRevalidatedAt(times, now));
      editedAt.set(tag, tagEditedAt(times, now));
    }
    return { identity: this.#identity, revalidatedAt, editedAt };
  }
}

/**
 * Where a database is, as its client was told: followers of the same database through different
 * clients (the cache handler's own, the app's through mongoose) share one copy. Null when the
 * client does not say; that follower then gets a copy of its own.
 * @param {StoreDb} db
 */
function databaseAddress(db) {
  const { client } = /** @type {{ client?: { options?: { hosts?: unknown[], srvHost?: string } } }} */ (db);
  const options = client?.options;
  const hosts = options?.srvHost ?? options?.hosts?.map(String).join(",");
  return hosts && db.databaseName ? `${hosts}/${db.databaseName}` : null;
}

/**
 * The copies of the tag state this process follows, one per database, with who follows each.
 * Kept on the process's global object: the app's bundle and the cache handler (loaded outside it)
 * each have their own copy of this module, and both follow the shop's database.
 * @returns {Map<string, { mirror: TagMirror, followers: StoreDb[] }>}
 */
function followed() {
  const key = Symbol.for("scents.cache.tag-mirrors");
  const holder = /** @type {{ [key: symbol]: Map<string, { mirror: TagMirror, followers: StoreDb[] }> | undefined }} */ (/** @type {unknown} */ (globalThis));
  return (holder[key] ??= new Map());
}

/**
 * This process's copy of the tag state of `db`'s database, started on first use: the page cache and
 * the search and filters follow it together, so the database is polled once a beat, not once per
 * follower. `release` when done with it (a closed client): the copy then polls through another
 * follower's client, and stops with the last.
 * @param {StoreDb} db
 * @returns {{ mirror: TagMirror, release: () => void }}
 */
export function followTags(db) {
  const address = databaseAddress(db);
  if (!address) {
    const mirror = new TagMirror(db);
    mirror.start();
    return { mirror, release: () => mirror.stop() };
  }
  const mirrors = followed();
  let held = mirrors.get(address);
  if (!held) {
    held = { mirror: new TagMirror(db), followers: [] };
    held.mirror.start();
    mirrors.set(address, held);
  }
  const { mirror, followers } = held;
  followers.push(db);
  let released = false;
  return {
    mirror,
    release() {
      if (released) return;
      released = true;
      followers.splice(followers.indexOf(db), 1);
      const [next] = followers;
      if (!next) {
        mirror.stop();
        if (mirrors.get(address)?.mirror === mirror) mirrors.delete(address);
      } else if (!followers.includes(mirror.db)) mirror.db = next;
    },
  };
}
