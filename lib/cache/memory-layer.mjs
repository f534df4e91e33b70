// @ts-check

/** @typedef {{ size: number, openEnded?: boolean }} Held */

/**
 * The share of a layer's bytes that entries from a key space anyone can grow (a search term in a
 * URL) may take. A flood of one-off searches then churns only that share: the pages everyone asks
 * for stay in memory, and the process holds a few megabytes of searches, not the whole layer.
 */
export const OPEN_ENDED_SHARE = 1 / 8;

/**
 * A Map in insertion order used as an LRU, bounded by an estimate of the bytes it holds.
 * @template {Held} T
 */
class Recent {
  /** @type {Map<string, T>} */
  entries = new Map();
  bytes = 0;
  limit = 0;

  /** @param {string} key */
  get(key) {
    const held = this.entries.get(key);
    if (held) {
      this.entries.delete(key);
      this.entries.set(key, held);
    }
    return held;
  }

  /**
   * @param {string} key
   * @param {T} held
   */
  set(key, held) {
    if (held.size > this.limit) return;
    this.entries.set(key, held);
    this.bytes += held.size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.bytes -= held.size;
  }
}

/**
 * Recently used entries within `limit` bytes (an estimate), open-ended ones (`openEnded`) within
 * their share of it, each family evicting its own least recently used.
 * @template {Held} T
 */
export class MemoryLayer {
  /** @type {Recent<T>} */
  #everyday = new Recent();
  /** @type {Recent<T>} */
  #openEnded = new Recent();

  constructor(limit = 0) {
    this.limit = limit;
  }

  get limit() {
    return this.#everyday.limit + this.#openEnded.limit;
  }

  set limit(bytes) {
    this.#openEnded.limit = Math.floor(bytes * OPEN_ENDED_SHARE);
    this.#everyday.limit = bytes - this.#openEnded.limit;
  }

  /** Bytes held (as estimated), in all and of open-ended entries. */
  get bytes() {
    return { total: this.#everyday.bytes + this.#openEnded.bytes, openEnded: this.#openEnded.bytes };
  }

  /** @param {string} key */
  get(key) {
    return this.#everyday.get(key) ?? this.#openEnded.get(key);
  }

  /**
   * @param {string} key
   * @param {T} held
   */
  set(key, held) {
    this.delete(key);
    (held.openEnded ? this.#openEnded : this.#everyday).set(key, held);
  }

  /** @param {string} key */
  delete(key) {
    this.#everyday.delete(key);
    this.#openEnded.delete(key);
  }
}
