// @ts-check
// Answers repeat requests for cached catalogue pages before Next.js's request pipeline runs.
//
// Next.js serves a cached page from the shared cache (next-cache-handler.mjs), but still walks
// its router, renderer and response writer for each request: about three times the work of a
// static file. Here, in the server process itself, the bytes Next.js sent for a page are kept
// beside the cache entry they were made from, and replayed for as long as the cache handler
// vouches for that very entry: the same database check (identity, tags revalidated since) runs
// before every answer, so an admin's change or a database reset shows on the next request, on
// every instance. Anything else (another entry, a stale or missing one, router requests, query
// strings other than /shop's and the collections', cookies set) goes to Next.js, whose answer is kept for next time when it was a hit.
//
// A /shop?… (or /collections/<slug>?…) request is one Next.js answers by the proxy's rewrite to /shop/<view>, which it may
// send over HTTP to this same server (it does when the rewrite's host is not the one it listens
// on): the page is then read in that second request. Its answer is kept under the /shop?… request
// too, vouched for by the same entry, so a repeat skips the proxy and the second request.
import http from "node:http";
import { MemoryLayer } from "./memory-layer.mjs";
import { vouchedEntry, vouchedNow } from "./next-cache-handler.mjs";
import { watchPageReads } from "./page-reads.mjs";

/** Request headers that make Next.js answer with something other than the page's HTML. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];
/** Hop-by-hop and per-answer headers: Node writes its own. */
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
const LARGEST_PAGE = 2 * 1024 * 1024;
export const CACHE_STATUS_HEADER = "x-cache";

/**
 * API routes whose answer is made from exactly one cached read and nothing of the request but its
 * query: the same read, still vouched for, gives the same bytes.
 */
const ANSWERS_OF_ONE_READ = ["/api/products/all-products"];

/** @param {string} url */
const answerOfOneRead = (url) => ANSWERS_OF_ONE_READ.some((path) => url === path || url.startsWith(`${path}?`));

/** Pages whose query the proxy turns into a path of their own (proxy.ts): /shop and a collection's. */
const QUERY_PAGES = /^\/(shop|collections\/[^/?]+)\?/;

/**
 * The variant of a request this layer may answer, or null. Pages differ by path and, through
 * compression, by the Accept-Encoding sent, so the exact header is part of the key.
 * @param {http.IncomingMessage} request
 */
export function pageVariant(request) {
  const url = request.url ?? "";
  // A path with %-escapes may not decode (the proxy answers those); a query's are the same bytes each time.
  if (request.method !== "GET" || (url.split("?")[0] ?? "").includes("%")) return null;
  // The shop's searches and collections' filters are pages too (the proxy serves each from its own path), and the catalogue
  // API's answers are one cached read each; other query strings and APIs are not.
  const api = answerOfOneRead(url);
  if (url.includes("?") && !QUERY_PAGES.test(url) && !api) return null;
  if (url.startsWith("/_next/") || (url.startsWith("/api/") && !api) || url.startsWith("/admin")) return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  return `${url} ${request.headers["accept-encoding"] ?? ""}`;
}

/**
 * @typedef {Record<string, string | string[] | number>} Headers
 * @typedef {{ key: string; entry: import("./page-reads.mjs").PageEntry; headers: Headers; sent: Record<"HIT" | "STALE", Headers>; body: Buffer; size: number; openEnded: boolean }} Answer
 * @param {{ limit?: number; now?: () => number }} [options]
 */
export function createCachedPages({ limit = 32 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {MemoryLayer<Answer>} */
  const answers = new MemoryLayer(limit);

  /** @param {any} entry a page's (its cacheControl) or a cached read's (its value's revalidate) */
  function expired(entry) {
    const seconds = entry?.cacheControl?.revalidate ?? entry?.value?.revalidate;
    return typeof seconds === "number" && now() - entry.lastModified > seconds * 1000;
  }

  /**
   * Variants Next.js is rendering again because stock moved since their kept answer was made.
   * @type {Set<string>}
   */
  const rendering = new Set();

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {Answer} answer
   * @param {"HIT" | "STALE"} status STALE: the answer from before a stock move, while its page is rendered again
   */
  function replay(request, response, answer, status = "HIT") {
    const etag = answer.headers.etag;
    if (typeof etag === "string" && request.headers["if-none-match"] === etag) {
      response.writeHead(304, { ...answer.headers, [CACHE_STATUS_HEADER]: status });
      response.end();
      return;
    }
    response.writeHead(200, answer.sent[status]);
    response.end(answer.body);
  }

  /**
   * The kept answer of the request a rewrite sent to this server, for the request that was
   * rewritten: its variant differs only in the path.
   * @param {string} variant
   * @param {string} url
   * @param {unknown} rewrite the x-middleware-rewrite header Next.js answered with
   */
  function rewrittenAnswer(variant, url, rewrite) {
    if (typeof rewrite !== "string") return undefined;
    const destination = new URL(rewrite, "http://rewrite.invalid");
    return answers.get(`${destination.pathname}${destination.search}${variant.slice(url.length)}`);
  }

  /**
   * Lets Next.js answer, and keeps a copy when it answered from a cache entry it read for this
   * request alone, or by a rewrite whose answer is kept.
   * @param {string} variant
   * @param {string} url
   * @param {boolean} api an API answer made from one cached read, not a page
   * @param {http.ServerResponse} response
   * @param {() => void} handle
   */
  function passThrough(variant, url, api, response, handle) {
    /** @type {Buffer[] | null} */
    let chunks = [];
    let bytes = 0;
    const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (!chunks || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {any} */ (chunk), typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8");
      bytes += buffer.length;
      if (bytes > LARGEST_PAGE) chunks = null;
      else chunks.push(buffer);
    };
    const write = response.write;
    const end = response.end;
    response.write = /** @type {any} */ (function (/** @type {any[]} */ ...args) {
      keep(args[0], args[1]);
      return write.apply(this, /** @type {any} */ (args));
    });
    response.end = /** @type {any} */ (function (/** @type {any[]} */ ...args) {
      keep(args[0], args[1]);
      return end.apply(this, /** @type {any} */ (args));
    });
    const reads = watchPageReads(handle);
    response.once("finish", () => {
      // A page is made from its one rendered entry (the reads inside its render made that entry);
      // an API answer from its one cached read, which the handler gave back (so not a fresh one).
      const pages = reads.filter((read) => read.kind === "APP_PAGE");
      const cachedReads = reads.filter((read) => read.kind === "FETCH");
      const headers = response.getHeaders();
      const rewritten = !api && reads.length === 0 ? rewrittenAnswer(variant, url, headers["x-middleware-rewrite"]) : undefined;
      const read = rewritten ?? (api ? (pages.length === 0 && cachedReads.length === 1 ? cachedReads[0] : null) : pages.length === 1 ? pages[0] : null);
      const servedCached = api ? String(headers["content-type"] ?? "").startsWith("application/json") : headers["x-nextjs-cache"] === "HIT" && String(headers["cache-control"] ?? "").includes("s-maxage");
      const cacheable = chunks && read?.entry && !read.entry.value?.postponed && !expired(read.entry) && response.statusCode === 200 && servedCached && !headers["set-cookie"];
      if (!cacheable || !chunks || !read?.entry) return;
      const body = Buffer.concat(chunks);
      /** @type {Headers} */
      const replayed = {};
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && !NOT_REPLAYED.has(name)) replayed[name] = Array.isArray(value) ? value : String(value);
      }
      // Each status's headers made once here: a replay then writes them as they are.
      const sent = (/** @type {"HIT" | "STALE"} */ status) => ({ ...replayed, [CACHE_STATUS_HEADER]: status, "content-length": body.length });
      answers.set(variant, { key: read.key, entry: read.entry, headers: replayed, sent: { HIT: sent("HIT"), STALE: sent("STALE") }, body, size: body.length + 1024, openEnded: read.openEnded });
    });
  }

  /**
   * Answers the request from a kept copy when the cache still vouches for it; otherwise hands it
   * to `handle` (Next.js). A kept page the instance's copy of the tag state vouches for is
   * answered at once, with no promise; only a check that must ask the database returns one.
   * Never rejects: a failure to check means Next.js answers.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {() => void} handle
   * @returns {void | Promise<void>}
   */
  function answer(request, response, handle) {
    const variant = pageVariant(request);
    if (!variant) {
      handle();
      return;
    }
    /** @type {Answer | undefined} */
    const kept = answers.get(variant);
    if (!kept) return passThrough(variant, request.url ?? "", answerOfOneRead(request.url ?? ""), response, handle);
    const known = expired(kept.entry) ? null : vouchedNow(kept.key, kept.entry);
    if (known !== undefined) return answerVouched(request, response, handle, variant, kept, known);
    return vouchedEntry(kept.key, kept.entry).then(
      (vouched) => answerVouched(request, response, handle, variant, kept, vouched),
      () => answerVouched(request, response, handle, variant, kept, null),
    );
  }

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {() => void} handle
   * @param {string} variant
   * @param {Answer} kept
   * @param {"fresh" | "stock-moved" | null} vouched
   */
  function answerVouched(request, response, handle, variant, kept, vouched) {
    const url = request.url ?? "";
    if (vouched === "fresh") return replay(request, response, kept);
    if (vouched) {
      // Stock moved since: one request has Next.js render the page again, with the move; the
      // others get the kept answer meanwhile, as old as that render at most, rather than queue
      // behind it (in a drop the render waits on the database and the CPU behind the orders).
      if (rendering.has(variant)) return replay(request, response, kept, "STALE");
      rendering.add(variant);
      response.once("close", () => rendering.delete(variant));
    } else answers.delete(variant);
    passThrough(variant, url, answerOfOneRead(url), response, handle);
  }

  return { answer };
}

/**
 * Puts the cached pages in front of every HTTP server in this process (Next.js's among them):
 * a "request" event goes to the cached pages first, which hand it on when they cannot answer.
 */
export function installCachedPages(pages = createCachedPages()) {
  /** @type {(this: http.Server, event: string, ...args: any[]) => boolean} */
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = /** @type {any} */ (function (/** @type {string} */ event, /** @type {any[]} */ ...args) {
    if (event !== "request") return emit.apply(this, [event, ...args]);
    const [request, response] = args;
    // A failure inside Next.js's handler stays what it was without this layer: an uncaught error.
    pages.answer(request, response, () => emit.apply(this, [event, ...args]))?.catch((error) =>
      process.nextTick(() => {
        throw error;
      }),
    );
    return true;
  });
}
