// Which cache entries the cache handler gave Next.js during one request (rendered pages, cached
// reads): the server's preload (cached-pages.mjs) runs each request inside `watchPageReads` and
// learns from it which entry the answer it saw was made from.
// @ts-check
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * A stored page as the cache handler gave it to Next.js.
 * @typedef {{ value?: { postponed?: unknown, revalidate?: number | false } | null, lastModified?: number, revalidate?: number | false }} PageEntry
 * @typedef {{ key: string, entry: PageEntry, kind: string, openEnded: boolean }} PageRead
 */

/** @type {AsyncLocalStorage<PageRead[]>} */
const reads = new AsyncLocalStorage();

/**
 * Runs `handle` and collects the page entries the cache handler answered with meanwhile.
 * @param {() => void} handle
 * @returns {PageRead[]}
 */
export function watchPageReads(handle) {
  /** @type {PageRead[]} */
  const seen = [];
  reads.run(seen, handle);
  return seen;
}

/**
 * @param {string} key
 * @param {PageEntry} entry
 * @param {string} kind APP_PAGE for a rendered page, FETCH for a cached read
 * @param {boolean} openEnded one of a key space anyone can grow (a search)
 */
export function recordPageRead(key, entry, kind, openEnded) {
  reads.getStore()?.push({ key, entry, kind, openEnded });
}
