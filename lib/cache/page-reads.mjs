// Which rendered page the cache handler gave Next.js during one request: the server's preload
// (cached-pages.mjs) runs each page request inside `watchPageReads` and learns from it which
// cache entry the answer it saw was made from.
import { AsyncLocalStorage } from "node:async_hooks";

const reads = new AsyncLocalStorage();

/** Runs `handle` and collects the page entries the cache handler answered with meanwhile. */
export function watchPageReads(handle) {
  const seen = [];
  reads.run(seen, handle);
  return seen;
}

export function recordPageRead(key, entry) {
  reads.getStore()?.push({ key, entry });
}
