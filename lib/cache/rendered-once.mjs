// @ts-check

import { Recent } from "./recent.mjs";

/**
 * Keys remembered: a few per page (the page and its cached reads), each under 200 bytes, so a
 * few megabytes however long a flood of searches runs.
 */
export const REMEMBERED_KEYS = 20_000;

/**
 * The open-ended entries (a search, a filter combination) this process has rendered, newest last.
 * Measured on the large shop under ten cold searches at once: writing each rendered page to the
 * shared store (its HTML, router data and reads, about 300 KB) cost the server a tenth of its CPU
 * in encoding and the database more CPU than the page's own reads (its journal compacted again
 * and again), for pages nobody asks for twice. So such an entry is stored only when a page is
 * rendered a second time in this process: asked again after it left the memory layer's share.
 */
export class RenderedOnce {
  /** @type {Recent<true>} */
  #keys;

  /** @param {number} [limit] */
  constructor(limit = REMEMBERED_KEYS) {
    this.#keys = new Recent(limit);
  }

  /**
   * Whether `key` was rendered before; remembers it either way, as the newest.
   * @param {string} key
   */
  again(key) {
    const before = this.#keys.get(key) !== undefined;
    this.#keys.set(key, true);
    return before;
  }
}
