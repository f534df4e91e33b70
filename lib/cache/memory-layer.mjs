// @ts-check

import { Recent } from "./recent.mjs";

/** @typedef {{ size: number, openEnded?: boolean }} Held */

/**
 * The share of a layer's bytes that entries from a key space anyone can grow (a search term in a
 * URL) may take. A flood of one-off searches then churns only that share: the pages everyone asks
 * for stay in memory, and the process holds a few megabytes of searches, not the whole layer.
 */
export const OPEN_ENDED_SHARE = 1 / 8;

/**
 * Recently used entries within `limit` bytes (an estimate), open-ended ones (`openEnded`) within
 * their share of it, each family evicting its own least recently used.
 * @template {Held} T
 */
export class MemoryLayer {
  /** @type {Recent<T>} */
  #everyday = new Recent(0, (held) => held.size);
  /** @type {Recent<T>} */
  #openEnded = new Recent(0, (held) => held.size);

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
    return { total: this.#everyday.used + this.#openEnded.used, openEnded: this.#openEnded.used };
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
