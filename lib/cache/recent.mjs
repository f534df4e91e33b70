// @ts-check

/**
 * The most recently used values within a budget, the least recently used given up first. Every
 * memory a process keeps of what anyone can ask for (a search's answer, a page, a page's key) is
 * bounded by one of these, so a flood of one-off requests churns it and never grows it.
 * @template T
 */
export class Recent {
  /** @type {Map<string, T>} in order of use, the least recent first */
  #entries = new Map();
  #used = 0;

  /**
   * @param {number} limit the budget
   * @param {(value: T) => number} [weigh] how much of the budget a value takes: 1 unless said
   */
  constructor(limit = 0, weigh = () => 1) {
    this.limit = limit;
    this.weigh = weigh;
  }

  /** How much of the budget the values held take. */
  get used() {
    return this.#used;
  }

  /**
   * The value kept under `key`, which becomes the most recently used.
   * @param {string} key
   */
  get(key) {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /**
   * Keeps `value` as the most recently used, giving up the least recent until within the budget;
   * a value larger than the whole budget is not kept.
   * @param {string} key
   * @param {T} value
   */
  set(key, value) {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.limit) return;
    this.#entries.set(key, value);
    this.#used += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#used <= this.limit) break;
      this.#entries.delete(oldest);
      this.#used -= this.weigh(entry);
    }
  }

  /** @param {string} key */
  delete(key) {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#used -= this.weigh(value);
  }
}
