import mongoose from "mongoose";
import { BOUNDED_TAG, CACHE_COLLECTIONS } from "@/lib/cache/shared-store.mjs";
import { loadCacheHandler, PAGE_CTX, type CacheHandlerModule, type CacheValue } from "../support/cache";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let first: CacheHandlerModule;
let second: CacheHandlerModule;

beforeAll(() => {
  first = loadCacheHandler();
  second = loadCacheHandler();
});

afterAll(async () => {
  await Promise.all([first.disconnect(), second.disconnect()]);
});

const request = (instance: CacheHandlerModule) => new instance.default({ maxMemoryCacheSize: 50 * 1024 * 1024 });

let counter = 0;
function page(tags: string[]): CacheValue {
  counter += 1;
  return { kind: "APP_PAGE", html: `<html>page ${counter}</html>`, rscData: Buffer.from(`rsc ${counter}`), headers: { "x-next-cache-tags": tags.join(",") }, status: 200, postponed: undefined, segmentData: new Map() };
}

const stored = async (key: string) => (await mongoose.connection.collection(CACHE_COLLECTIONS.entries).countDocuments({ _id: { $regex: `:${key.replace(/[^\w]/g, "\\$&")}$` } } as never)) > 0;

describe("a search or filter combination in the shared page cache", () => {
  it("is held by the instance that rendered it, and stored for every instance only once rendered again", async () => {
    const search = `/shop/q-oud-${Date.now()}`;
    await request(first).set(search, page(["all-products", BOUNDED_TAG]), {});
    // Nobody may ask for it again: the database is spared its 300 KB.
    expect(await stored(search)).toBe(false);
    expect(await request(second).get(search, PAGE_CTX)).toBeNull();
    expect((await request(first).get(search, PAGE_CTX))?.value.html).toContain("page");

    // Asked again once it left this instance's memory: rendered again, and now worth storing.
    await request(first).set(search, page(["all-products", BOUNDED_TAG]), {});
    expect(await stored(search)).toBe(true);
    expect((await request(second).get(search, PAGE_CTX))?.value.html).toContain("page");
  });

  it("leaves the pages everyone asks for stored on their first render", async () => {
    const shop = `/shop-${Date.now()}`;
    await request(first).set(shop, page(["all-products"]), {});
    expect(await stored(shop)).toBe(true);
    expect(await request(second).get(shop, PAGE_CTX)).not.toBeNull();
  });
});
