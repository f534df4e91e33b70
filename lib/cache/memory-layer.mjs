// @ts-check

/** @typedef {{ size: number }} Held */

/**
 * A Map in insertion order used as an LRU, bounded by an estimate of the bytes it holds.
 * @template {Held} T
 */
export class MemoryLayer {
  /** @type {Map<string, T>} */
  #entries = new Map();
  #bytes = 0;
  limit = 0;

  constructor(limit = 0) {
    this.limit = limit;
  }

  /** @param {string} key */
  get(key) {
    const held = this.#entries.get(key);
    if (held) {
      this.#entries.delete(key);
      this.#entries.set(key, held);
    }
    return held;
  }

  /**
   * @param {string} key
   * @param {T} held
   */
  set(key, held) {
    this.delete(key);
    if (held.size > this.limit) return;
    this.#entries.set(key, held);
    this.#bytes += held.size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.limit) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const held = this.#entries.get(key);
    if (!held) return;
    this.#entries.delete(key);
    this.#bytes -= held.size;
  }
}
