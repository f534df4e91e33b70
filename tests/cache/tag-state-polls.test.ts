import mongoose from "mongoose";
import { CACHE_COLLECTIONS } from "@/lib/cache/shared-store.mjs";
import { TAG_POLL_MS } from "@/lib/cache/tag-mirror.mjs";
import { catalogueTagState } from "@/lib/search/catalogue-tag-state";
import { startCacheHandler, type CacheHandlerModule as HandlerModule } from "../support/cache";
import { setupTestDatabase } from "../support/database";
import { startStallingProxy, type StallingProxy } from "../support/stalling-proxy";

// A process follows the cache's tag state for two readers: the page cache (the cache handler,
// which Next.js loads outside the bundle, with its own client) and the search and filters (the
// app's client). They share one copy, so the database is asked once a beat, not once per reader.

setupTestDatabase();
jest.setTimeout(20_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A find on the tag state as the driver sends it: the command's first field names the collection. */
function findOn(collection: string): Buffer {
  const name = Buffer.from(`${collection}\0`);
  const length = Buffer.alloc(4);
  length.writeInt32LE(name.length);
  return Buffer.concat([Buffer.from("\x02find\0"), length, name]);
}
const TAG_STATE_READ = findOn(CACHE_COLLECTIONS.state);

let proxy: StallingProxy;
let handler: HandlerModule;
let app: mongoose.Connection;

/** The tag state's reads both readers send through the relay over `beats` beats. */
async function readsOver(beats: number): Promise<number> {
  const before = proxy.sent(TAG_STATE_READ);
  await sleep(beats * TAG_POLL_MS);
  return proxy.sent(TAG_STATE_READ) - before;
}

beforeAll(async () => {
  proxy = await startStallingProxy(process.env.MONGODB_URI ?? "");
  handler = await startCacheHandler(proxy.uri);
  app = await mongoose.createConnection(proxy.uri, { dbName: process.env.MONGODB_DB_NAME }).asPromise();
});

afterAll(async () => {
  await app.close();
  await proxy.close();
});

describe("the cache's tag state in one process", () => {
  it("is read once a beat for the page cache and the search together", async () => {
    const db = app.db;
    if (!db) throw new Error("not connected");
    await catalogueTagState(db, ["all-products"]);
    await sleep(TAG_POLL_MS * 1.5);

    // Once a beat: at most one read more than the beats (two readers each polling would read
    // about twice that); at least two, though a busy machine delays a poll's timer past its beat.
    const reads = await readsOver(4);
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(reads).toBeLessThanOrEqual(5);
  });

  it("is still followed through the app's client once the page cache has closed its own", async () => {
    const db = app.db;
    if (!db) throw new Error("not connected");
    await handler.disconnect();
    await catalogueTagState(db, ["all-products"]);

    expect(await readsOver(3)).toBeGreaterThanOrEqual(2);
    // Still following: the search reads the tag state from memory, not the database.
    const before = proxy.sent(TAG_STATE_READ);
    await catalogueTagState(db, ["all-products"]);
    expect(proxy.sent(TAG_STATE_READ)).toBe(before);
  });
});
