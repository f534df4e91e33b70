/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import mongoose from "mongoose";
import { expireTagsOnBeat, nextBeat } from "@/lib/cache/shared-store.mjs";
import { afterTagPoll, PAGE_CTX, type CacheHandlerModule as HandlerModule } from "../support/cache";
import { setupTestDatabase } from "../support/database";

// The cached pages sit in front of Next.js in the server process. Here a small stand-in plays
// Next.js: it asks the real cache handler (over the test database) for the page, answers a hit
// as Next.js does, and renders and stores the page on a miss.
interface CachedPagesModule {
  createCachedPages(options?: { now?: () => number }): {
    answer(request: http.IncomingMessage, response: http.ServerResponse, handle: () => void): void | Promise<void>;
  };
}

/** One server process: its own copy of the handler and the cached pages over it. */
function loadInstance(): { handler: HandlerModule; pages: CachedPagesModule } {
  let loaded: { handler: HandlerModule; pages: CachedPagesModule } | undefined;
  jest.isolateModules(() => {
    loaded = {
      handler: jest.requireActual<HandlerModule>("@/lib/cache/next-cache-handler.mjs"),
      pages: jest.requireActual<CachedPagesModule>("@/lib/cache/cached-pages.mjs"),
    };
  });
  if (!loaded) throw new Error("modules did not load");
  return loaded;
}

const KEY = "/route-cache/APP_PAGE/test/$/index";
const READ_KEY = "products-read";
const CACHE_CONTROL = { revalidate: 300, expire: 31536000 };

interface Instance {
  url: string;
  renders: number;
  nextCalls: number;
  handler: HandlerModule;
  /** The last request's: what the cached pages returned, and whether its answer was sent before they returned. */
  lastAnswer: { returned: unknown; sentAtOnce: boolean } | null;
  setHtml(html: string): void;
  /** Renders from now on wait until the returned function is called, as a render behind a drop's orders does. */
  holdRenders(): () => void;
  close(): Promise<void>;
}

let clock = Date.now();

async function startInstance(): Promise<Instance> {
  const { handler, pages } = loadInstance();
  const cachedPages = pages.createCachedPages({ now: () => clock });
  let html = "<html>price ₦10,000</html>";
  let held: Promise<void> = Promise.resolve();
  const state = { renders: 0, nextCalls: 0 };
  let self = "";
  const next = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    state.nextCalls += 1;
    if (request.url?.startsWith("/shop?")) {
      // The proxy's rewrite to the view's path, which Next.js sends over HTTP to this same server
      // when the rewrite names another host than the one it listens on, and relays.
      const view = `/shop/${Buffer.from(request.url.slice("/shop?".length)).toString("base64url")}`;
      const relayed = await fetch(`${self}${view}`, { headers: { "accept-encoding": "identity" } });
      for (const name of ["content-type", "x-nextjs-cache", "cache-control", "etag"]) response.setHeader(name, relayed.headers.get(name) ?? "");
      response.setHeader("x-middleware-rewrite", `http://localhost:1${view}`);
      response.end(Buffer.from(await relayed.arrayBuffer()));
      return;
    }
    const cache = new handler.default({ maxMemoryCacheSize: 50 * 1024 * 1024 });
    if (request.url?.startsWith("/api/")) {
      // The catalogue API as route() answers it: JSON made from one cached read.
      const ctx = { kind: "FETCH", tags: ["all-products"], fetchCache: true };
      const hit = await cache.get(READ_KEY, ctx);
      const data = hit ? (hit.value.data as { body: string }) : { body: html };
      if (!hit) {
        state.renders += 1;
        await cache.set(READ_KEY, { kind: "FETCH", data, revalidate: 300, tags: ["all-products"] }, ctx);
      }
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ products: [data.body] }));
      return;
    }
    const hit = await cache.get(KEY, PAGE_CTX);
    let body = String(hit?.value.html ?? "");
    if (!hit) {
      state.renders += 1;
      await held;
      body = html;
      await cache.set(KEY, { kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": "all-products" }, status: 200, segmentData: new Map() }, { cacheControl: CACHE_CONTROL });
    }
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("x-nextjs-cache", hit ? "HIT" : "MISS");
    response.setHeader("cache-control", "s-maxage=300, stale-while-revalidate=31535700");
    response.setHeader("etag", `"${Buffer.from(body).toString("base64url").slice(-12)}"`);
    if (request.url === "/with-cookie") response.setHeader("set-cookie", "visitor=1");
    const gzip = String(request.headers["accept-encoding"] ?? "").includes("gzip");
    if (gzip) response.setHeader("content-encoding", "gzip");
    response.end(gzip ? gzipSync(body) : body);
  };
  let lastAnswer: Instance["lastAnswer"] = null;
  const server = http.createServer((request, response) => {
    const returned = cachedPages.answer(request, response, () => void next(request, response));
    lastAnswer = { returned, sentAtOnce: response.writableEnded };
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  self = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    get renders() {
      return state.renders;
    },
    get nextCalls() {
      return state.nextCalls;
    },
    handler,
    get lastAnswer() {
      return lastAnswer;
    },
    setHtml: (value) => {
      html = value;
    },
    holdRenders: () => {
      let release = () => undefined as void;
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await handler.disconnect();
    },
  };
}

async function get(instance: Instance, path = "/", headers: Record<string, string> = {}) {
  const response = await fetch(`${instance.url}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WAITED = "still waiting";
const within = <T>(ms: number, promise: Promise<T>) => Promise.race([promise, sleep(ms).then(() => WAITED)]);

/** Until Next.js's stand-in has begun its `count`th render. */
async function renderBegun(instance: Instance, count: number) {
  while (instance.renders < count) await sleep(5);
}

/** Asks for the home page until this instance replays it from the shared cache: Next.js renders it, the cache keeps it, then answers it. */
async function servedFromCache(instance: Instance) {
  await get(instance);
  await get(instance);
  expect((await get(instance)).headers.get("x-cache")).toBe("HIT");
}

setupTestDatabase();

let first: Instance;
let second: Instance;

beforeEach(async () => {
  await mongoose.connection.dropDatabase();
  clock = Date.now();
  first = await startInstance();
  second = await startInstance();
});

afterEach(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe("cached pages in front of Next.js", () => {
  it("answers a repeat request from Next.js's own answer while the cache vouches for its entry", async () => {
    await get(first);
    const viaNext = await get(first);
    expect(viaNext.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(viaNext.headers.get("x-cache")).toBeNull();
    const callsBefore = first.nextCalls;

    const replayed = await get(first);
    expect(first.nextCalls).toBe(callsBefore);
    expect(replayed.headers.get("x-cache")).toBe("HIT");
    expect(replayed.body).toBe(viaNext.body);
    for (const name of ["content-type", "cache-control", "etag", "x-nextjs-cache"]) expect(replayed.headers.get(name)).toBe(viaNext.headers.get(name));
    expect(replayed.headers.get("content-length")).toBe(String(Buffer.byteLength(viaNext.body)));
  });

  it("answers a page its instance's copy of the tag state vouches for at once, with no promise to wait on", async () => {
    await servedFromCache(first);
    await afterTagPoll();

    const replayed = await get(first);
    expect(replayed.headers.get("x-cache")).toBe("HIT");
    expect(first.lastAnswer).toEqual({ returned: undefined, sentAtOnce: true });
  });

  it("shows a change made through another instance on the next request", async () => {
    await servedFromCache(second);

    first.setHtml("<html>price ₦12,500</html>");
    second.setHtml("<html>price ₦12,500</html>");
    await new first.handler.default({ maxMemoryCacheSize: 0 }).revalidateTag("all-products");

    const after = await get(second);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(after.body).toContain("₦12,500");
  });

  it("serves nothing kept from a database that was reset, from the next poll on", async () => {
    await servedFromCache(first);
    await mongoose.connection.dropDatabase();
    first.setHtml("<html>new shop</html>");
    await afterTagPoll();

    const after = await get(first);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(after.body).toBe("<html>new shop</html>");
  });

  it("leaves an entry past its revalidate time to Next.js", async () => {
    await servedFromCache(first);
    clock = Date.now() + CACHE_CONTROL.revalidate * 1000 + 1;
    expect((await get(first)).headers.get("x-cache")).toBeNull();
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    await get(first);
    const viaNext = await get(first);
    const etag = viaNext.headers.get("etag") ?? "";
    const replayed = await get(first, "/", { "if-none-match": etag });
    expect(replayed.status).toBe(304);
    expect(replayed.headers.get("x-cache")).toBe("HIT");
    expect(replayed.body).toBe("");
    expect((await get(first, "/", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("keeps each Accept-Encoding's answer apart", async () => {
    await get(first);
    await get(first);
    await get(first, "/", { "accept-encoding": "gzip" });
    const gzipped = await fetch(`${first.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("x-cache")).toBe("HIT");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe("<html>price ₦10,000</html>");
    const plain = await get(first);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toBe("<html>price ₦10,000</html>");
  });

  it("answers the shop's searches and filters, which Next.js answers through a second request to the view's path, in one step", async () => {
    for (let round = 0; round < 2; round += 1) await get(first, "/shop?q=oud&sort=priceLow");
    const calls = first.nextCalls;
    const replayed = await get(first, "/shop?q=oud&sort=priceLow");
    expect(replayed.headers.get("x-cache")).toBe("HIT");
    expect(replayed.body).toBe("<html>price ₦10,000</html>");
    // Neither the rewritten request nor the one it sends reached Next.js.
    expect(first.nextCalls).toBe(calls);

    second.setHtml("<html>price ₦12,000</html>");
    await new second.handler.default({ maxMemoryCacheSize: 0 }).revalidateTag("all-products");
    expect((await get(second, "/shop?q=oud&sort=priceLow")).body).toBe("<html>price ₦12,000</html>");
    const after = await get(first, "/shop?q=oud&sort=priceLow");
    expect(after.headers.get("x-cache")).toBeNull();
    expect(after.body).toBe("<html>price ₦12,000</html>");
  });

  it("answers the catalogue API from its one cached read while the cache vouches for it, and shows a change made through another instance", async () => {
    // The bare list is answered here too, not only a search of it.
    for (let round = 0; round < 2; round += 1) await get(first, "/api/products/all-products");
    expect((await get(first, "/api/products/all-products")).headers.get("x-cache")).toBe("HIT");
    const path = "/api/products/all-products?q=rose%20petal";
    await get(first, path);
    await get(first, path);
    const callsBefore = first.nextCalls;
    const replayed = await get(first, path);
    expect(first.nextCalls).toBe(callsBefore);
    expect(replayed.headers.get("x-cache")).toBe("HIT");
    expect(JSON.parse(replayed.body)).toEqual({ products: ["<html>price ₦10,000</html>"] });

    first.setHtml("re-priced");
    second.setHtml("re-priced");
    await new second.handler.default({ maxMemoryCacheSize: 0 }).revalidateTag("all-products");
    const after = await get(first, path);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(JSON.parse(after.body)).toEqual({ products: ["re-priced"] });
    // Other APIs are never answered here.
    for (let round = 0; round < 3; round += 1) expect((await get(first, "/api/orders/track?orderNumber=x")).headers.get("x-cache")).toBeNull();
  });

  it("while a stock move's page is rendered again, gives other requests the answer from before the move instead of a wait, and the new page once rendered", async () => {
    // The page kept and the move made within one beat: a due time still ahead stands for the beat
    // before it too, so a page kept before that beat (a beat boundary between the two) is already
    // out of date, rightly, and nothing would be answered from before the move.
    await sleep(nextBeat() - Date.now() + 5);
    await servedFromCache(first);
    const db = mongoose.connection.db;
    if (!db) throw new Error("not connected");
    first.setHtml("<html>Only 2 left</html>");
    const beat = await expireTagsOnBeat(db, ["all-products"]);
    expect((await get(first)).headers.get("x-cache")).toBe("HIT");
    await sleep(beat - Date.now() + 5);

    const release = first.holdRenders();
    const renders = first.renders;
    const rendering = get(first);
    await renderBegun(first, renders + 1);
    const during = await within(300, get(first));
    expect(during).toMatchObject({ body: "<html>price ₦10,000</html>" });
    expect(typeof during === "string" ? during : during.headers.get("x-cache")).toBe("STALE");
    release();
    expect((await rendering).body).toBe("<html>Only 2 left</html>");
    expect(first.renders).toBe(renders + 1);
    expect((await get(first)).body).toBe("<html>Only 2 left</html>");
    await get(first);
    expect((await get(first)).headers.get("x-cache")).toBe("HIT");
  });

  it("never serves the page from before an admin's edit: requests during its render wait for it", async () => {
    await servedFromCache(first);
    first.setHtml("<html>price ₦12,500</html>");
    await new first.handler.default({ maxMemoryCacheSize: 0 }).revalidateTag("all-products");

    const release = first.holdRenders();
    const renders = first.renders;
    const rendering = get(first);
    await renderBegun(first, renders + 1);
    const during = get(first);
    expect(await within(300, during)).toBe(WAITED);
    release();
    expect((await rendering).body).toBe("<html>price ₦12,500</html>");
    expect((await during).body).toBe("<html>price ₦12,500</html>");
  });

  it("never answers router requests, query strings, other methods or answers that set cookies", async () => {
    await get(first);
    const asked: [string, RequestInit][] = [
      ["/", { headers: { rsc: "1" } }],
      ["/?utm_source=x", {}],
      ["/", { method: "HEAD" }],
      ["/with-cookie", {}],
    ];
    for (const [path, init] of asked) {
      for (let round = 0; round < 3; round += 1) {
        const response = await fetch(`${first.url}${path}`, { ...init, headers: { "accept-encoding": "identity", ...(init.headers as Record<string, string>) } });
        expect(response.headers.get("x-cache")).toBeNull();
      }
    }
  });
});
