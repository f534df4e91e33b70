import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { revalidateProducts, revalidateTagsOnBeat } from "@/lib/cache/revalidate";
import { BOUNDED_TAG, CACHE_COLLECTIONS, MAX_BOUNDED_ENTRIES, nextBeat, writeEntry, type StoreDb } from "@/lib/cache/shared-store.mjs";
import { OPEN_ENDED_SHARE } from "@/lib/cache/memory-layer.mjs";
import { OPEN_ENDED_LISTING_TAG } from "@/lib/cache/tags";
import { afterTagPoll, loadCacheHandler, PAGE_CTX, type CacheHandlerModule as HandlerModule, type CacheValue } from "../support/cache";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const instances: HandlerModule[] = [];
let first: HandlerModule;
let second: HandlerModule;

beforeAll(() => {
  first = loadCacheHandler();
  second = loadCacheHandler();
  instances.push(first, second);
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.disconnect()));
});

/** A new request on an instance: Next.js makes a handler per request. */
const request = (instance: HandlerModule) => new instance.default({ maxMemoryCacheSize: 50 * 1024 * 1024 });

let counter = 0;

function page(tags: string[], html = "<html>cached</html>"): CacheValue {
  counter += 1;
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc ${counter}`),
    headers: { "x-next-cache-tags": tags.join(",") },
    status: 200,
    postponed: undefined,
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  };
}

const waitUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

const key = () => `/route-cache/APP_PAGE/test/$/page-${(counter += 1)}`;

/** The server output folder of a build with this BUILD_ID, as `next build` leaves it. */
function builtApp(buildId: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), "scents-build-"));
  mkdirSync(path.join(dist, "server"));
  writeFileSync(path.join(dist, "BUILD_ID"), buildId);
  return path.join(dist, "server");
}

describe("the shared page cache", () => {
  it("never serves a page another build rendered, while a revalidation still reaches every build", async () => {
    const oldBuild = builtApp("build-old");
    const newBuild = builtApp("build-new");
    const [oldApp, oldAppAgain, newApp] = [loadCacheHandler(), loadCacheHandler(), loadCacheHandler()];
    instances.push(oldApp, oldAppAgain, newApp);
    const on = (instance: HandlerModule, serverDistDir: string) => new instance.default({ maxMemoryCacheSize: 50 * 1024 * 1024, serverDistDir });
    const at = key();
    await on(oldApp, oldBuild).set(at, page(["all-products"], "<script src=/_next/static/chunks/old.js>"), {});

    expect(await on(newApp, newBuild).get(at, PAGE_CTX)).toBeNull();
    expect((await on(oldAppAgain, oldBuild).get(at, PAGE_CTX))?.value.html).toContain("old.js");

    await on(newApp, newBuild).set(at, page(["all-products"], "<script src=/_next/static/chunks/new.js>"), {});
    expect((await on(oldAppAgain, oldBuild).get(at, PAGE_CTX))?.value.html).toContain("old.js");
    await on(newApp, newBuild).revalidateTag(["all-products"]);
    expect(await on(oldAppAgain, oldBuild).get(at, PAGE_CTX)).toBeNull();
  });

  it("serves what one instance rendered to another, Buffers and Maps intact", async () => {
    const at = key();
    const value = page(["all-products"]);
    await request(first).set(at, value, { cacheControl: { revalidate: 300, expire: 31536000 } });
    const read = await request(second).get(at, PAGE_CTX);
    expect(read?.value).toEqual(value);
    expect(Buffer.isBuffer(read?.value.rscData)).toBe(true);
    expect(read?.value.segmentData).toBeInstanceOf(Map);
    expect(read?.value).not.toHaveProperty("postponed");
    expect(read?.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
  });

  it("misses on every instance's next request once a tag is revalidated through any of them", async () => {
    const at = key();
    await request(first).set(at, page(["all-products", "product:a1"]), {});
    expect(await request(second).get(at, PAGE_CTX)).not.toBeNull();
    expect(await request(first).get(at, PAGE_CTX)).not.toBeNull();

    await request(first).revalidateTag(["product:a1"]);
    expect(await request(second).get(at, PAGE_CTX)).toBeNull();
    expect(await request(first).get(at, PAGE_CTX)).toBeNull();
  });

  it("misses once the app revalidates a product, from outside any Next.js request", async () => {
    const id = new mongoose.Types.ObjectId().toString();
    const at = key();
    await request(first).set(at, page([`product:${id}`]), {});
    expect(await request(second).get(at, PAGE_CTX)).not.toBeNull();
    await revalidateProducts(id);
    expect(await request(second).get(at, PAGE_CTX)).toBeNull();
  });

  it("expires a stock move's pages on the next beat, on every instance, whatever the number of moves in that beat", async () => {
    const id = new mongoose.Types.ObjectId().toString();
    // Start just after a beat, so the moves below fall within one.
    await waitUntil(nextBeat() + 5);
    const at = key();
    await request(first).set(at, page([`product:${id}`]), {});
    const state = mongoose.connection.db?.collection<{ _id: string; dueAt?: number }>(CACHE_COLLECTIONS.state);
    for (let move = 0; move < 5; move += 1) await revalidateTagsOnBeat(`product:${id}`);
    const beat = nextBeat();
    expect(await state?.findOne({ _id: `tag:product:${id}` })).toMatchObject({ dueAt: beat });
    // Until the beat, both instances serve the page the moves left as it was...
    expect(await request(second).get(at, PAGE_CTX)).not.toBeNull();
    expect(await request(first).get(at, PAGE_CTX)).not.toBeNull();
    // ...and from it, neither does: the next request renders it once, with every move of the beat.
    await waitUntil(beat);
    expect(await request(second).get(at, PAGE_CTX)).toBeNull();
    expect(await request(first).get(at, PAGE_CTX)).toBeNull();
    await waitUntil(beat + 2);
    const rendered = key();
    await request(first).set(rendered, page([`product:${id}`]), {});
    expect(await request(second).get(rendered, PAGE_CTX)).not.toBeNull();
  });

  it("still expires on the beat a page rendered before an earlier beat whose due time a later move replaced", async () => {
    const id = new mongoose.Types.ObjectId().toString();
    await waitUntil(nextBeat() + 5);
    const at = key();
    await request(first).set(at, page([`product:${id}`]), {});
    await revalidateTagsOnBeat(`product:${id}`);
    await waitUntil(nextBeat() + 5);
    // A move in the next beat moves the due time on before anyone asked for the page.
    await revalidateTagsOnBeat(`product:${id}`);
    expect(await request(second).get(at, PAGE_CTX)).toBeNull();
  });

  it("keeps what a render stored when a tag was revalidated before that render began", async () => {
    await request(first).revalidateTag("site-content");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const at = key();
    await request(first).set(at, page(["site-content"]), {});
    expect(await request(second).get(at, PAGE_CTX)).not.toBeNull();
  });

  it("drops what a render stored when a tag was revalidated while it rendered", async () => {
    const rendering = request(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await request(second).revalidateTag("site-content");
    const at = key();
    await rendering.set(at, page(["site-content"]), {});
    expect(await request(second).get(at, PAGE_CTX)).toBeNull();
  });

  it("checks a cached read against the tags Next.js asks about as well as its own", async () => {
    const at = key();
    const fetchValue = { kind: "FETCH", data: { headers: {}, body: "[1,2]", status: 200, url: "" }, revalidate: 300, tags: ["all-products"] };
    await request(first).set(at, fetchValue, { fetchCache: true, tags: ["all-products"] });
    const ctx = { kind: "FETCH", tags: ["all-products"], softTags: ["_N_T_/shop/page"] };
    expect((await request(second).get(at, ctx))?.value).toEqual(fetchValue);
    await request(first).revalidateTag("_N_T_/shop/page");
    expect(await request(second).get(at, ctx)).toBeNull();
  });

  it("keeps only the newest entries of an open-ended family (searches), so made-up search terms cannot grow it, and leaves the rest alone", async () => {
    const db = mongoose.connection.db as unknown as StoreDb;
    await writeEntry(db, "kept-listing", { value: "everyone's /shop", tags: ["all-products"] });
    for (let index = 0; index < 8; index += 1) {
      await writeEntry(db, `search-${index}`, { value: `search ${index}`, tags: ["all-products", BOUNDED_TAG] }, { boundedLimit: 5 });
    }
    const entries = mongoose.connection.collection("next_cache_entries");
    const ids = (await entries.find({}, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id)).sort();
    expect(ids.filter((id) => id.startsWith("search-"))).toEqual(["search-3", "search-4", "search-5", "search-6", "search-7"]);
    expect(ids).toContain("kept-listing");
    // The shop's own open-ended reads carry the family's tag under the catalogue's name for it.
    expect(OPEN_ENDED_LISTING_TAG).toBe(BOUNDED_TAG);
    expect(MAX_BOUNDED_ENTRIES).toBeGreaterThanOrEqual(1000);
  });

  it("trims an open-ended family once per twentieth of its bound written, not on every write (a flood of searches)", async () => {
    const db = mongoose.connection.db as unknown as StoreDb;
    const entries = mongoose.connection.collection("next_cache_entries");
    const family = async () => (await entries.find({}, { projection: { _id: 1 } }).toArray()).filter((doc) => String(doc._id).startsWith("flood-")).length;
    for (let index = 0; index < 41; index += 1) {
      await writeEntry(db, `flood-${index}`, { value: `search ${index}`, tags: [BOUNDED_TAG] }, { boundedLimit: 40 });
    }
    expect(await family()).toBe(41);
    await writeEntry(db, "flood-41", { value: "search 41", tags: [BOUNDED_TAG] }, { boundedLimit: 40 });
    expect(await family()).toBe(40);
    expect((await entries.find({}, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id))).not.toContain("flood-0");
  });

  it("does not store redirects: made-up URLs cannot grow it", async () => {
    const at = key();
    await request(first).set(at, { ...page([]), status: 307, headers: { location: "/" } }, {});
    expect(await request(second).get(at, PAGE_CTX)).toBeNull();
    expect(await request(first).get(at, PAGE_CTX)).toBeNull();
  });

  it("serves nothing cached before the database was reset, from memory or from the store, from the next poll on", async () => {
    const at = key();
    await request(first).set(at, page(["all-products"]), {});
    expect(await request(second).get(at, PAGE_CTX)).not.toBeNull();
    const rendering = request(first);
    expect(await rendering.get(key(), PAGE_CTX)).toBeNull();

    await mongoose.connection.dropDatabase();
    // Each instance notices the reset on its next poll of the tag state.
    await afterTagPoll();
    expect(await request(second).get(at, PAGE_CTX)).toBeNull();
    expect(await request(first).get(at, PAGE_CTX)).toBeNull();

    // A render that began before the reset finishes after it: what it read was the old database's.
    const late = key();
    await rendering.set(late, page(["all-products"]), {});
    expect(await request(second).get(late, PAGE_CTX)).toBeNull();
    // What renders after the reset is cached again.
    const fresh = key();
    await request(second).set(fresh, page(["all-products"]), {});
    expect(await request(first).get(fresh, PAGE_CTX)).not.toBeNull();
  });

  it("holds a flood of searches within their share of memory, so the pages everyone asks for stay held", async () => {
    const instance = loadCacheHandler();
    instances.push(instance);
    const memory = 64 * 1024;
    const small = () => new instance.default({ maxMemoryCacheSize: memory });
    const everyday = key();
    await small().set(everyday, page(["all-products"], "x".repeat(20_000)), {});
    const searches = Array.from({ length: 40 }, key);
    for (const at of searches) await small().set(at, page(["all-products", BOUNDED_TAG], "s".repeat(2_000)), {});
    // What the instance answers now comes from its memory alone.
    await mongoose.connection.collection(CACHE_COLLECTIONS.entries).deleteMany({});
    expect(await small().get(everyday, PAGE_CTX)).not.toBeNull();
    expect(await small().get(searches.at(-1) ?? "", PAGE_CTX)).not.toBeNull();
    let held = 0;
    for (const at of searches) if (await small().get(at, PAGE_CTX)) held += 1;
    expect(held * 2_000).toBeLessThanOrEqual(memory * OPEN_ENDED_SHARE);
  });
});
