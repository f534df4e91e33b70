import mongoose from "mongoose";
import { CACHE_COLLECTIONS, nextBeat } from "@/lib/cache/shared-store.mjs";
import { TAG_POLL_MS, TRUSTED_FOR_MS } from "@/lib/cache/tag-mirror.mjs";
import { afterTagPoll, PAGE_CTX, startCacheHandler as startInstance, type CacheHandlerModule as HandlerModule, type CacheValue } from "../support/cache";
import { setupTestDatabase } from "../support/database";
import { startStallingProxy, type StallingProxy } from "../support/stalling-proxy";

// During a drop the database's one process is busy with order writes. A cached page's freshness
// check is answered from the instance's copy of the tag state, which follows the database a
// poll at a time, so browsing does not queue behind the orders; what other processes write still
// shows within a poll, and an instance whose copy cannot follow the database stops vouching.

const request = (instance: HandlerModule) => new instance.default({ maxMemoryCacheSize: 50 * 1024 * 1024 });

let counter = 0;
const key = () => `/route-cache/APP_PAGE/test/$/busy-${(counter += 1)}`;
const page = (tags: string[]): CacheValue => ({ kind: "APP_PAGE", html: "<html>cached</html>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags.join(",") }, status: 200, segmentData: new Map() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WAITED = "still waiting";
const within = <T>(ms: number, promise: Promise<T>) => Promise.race([promise, sleep(ms).then(() => WAITED)]);

/** A revalidation as another process writes it: straight to the shared store, unheard by this one. */
async function writtenElsewhere(tag: string, times: { revalidatedAt?: number; dueAt?: number }) {
  await mongoose.connection.db?.collection<{ _id: string }>(CACHE_COLLECTIONS.state).updateOne({ _id: `tag:${tag}` }, { $max: times, $currentDate: { touchedAt: true } }, { upsert: true });
}

setupTestDatabase();
// Each test waits out polls of the tag state, and one waits until the copy is no longer trusted.
jest.setTimeout(20_000);

const started: HandlerModule[] = [];
let proxy: StallingProxy;

beforeAll(async () => {
  proxy = await startStallingProxy(process.env.MONGODB_URI ?? "");
});

afterEach(() => proxy.release());

afterAll(async () => {
  await Promise.all(started.map((instance) => instance.disconnect()));
  await proxy.close();
});

describe("cached pages while the database is busy", () => {
  it("answers a page it holds without waiting on the database", async () => {
    const instance = await startInstance(proxy.uri);
    started.push(instance);
    const at = key();
    await request(instance).set(at, page(["all-products", "product:busy"]), {});
    await afterTagPoll();

    proxy.hold();
    const answer = await within(300, request(instance).get(at, PAGE_CTX));
    expect(answer).not.toBe(WAITED);
    expect(answer).toMatchObject({ value: { html: "<html>cached</html>" } });
  });

  it("stops vouching for what it holds once its copy cannot follow the database, and answers from the database again when it can", async () => {
    const instance = await startInstance(proxy.uri);
    started.push(instance);
    const at = key();
    await request(instance).set(at, page(["product:cut-off"]), {});
    await afterTagPoll();

    proxy.hold();
    await writtenElsewhere("product:cut-off", { revalidatedAt: Date.now() });
    await sleep(TRUSTED_FOR_MS + TAG_POLL_MS);
    const asked = request(instance).get(at, PAGE_CTX);
    expect(await within(300, asked)).toBe(WAITED);
    proxy.release();
    expect(await asked).toBeNull();
  });

  it("shows a revalidation another process wrote from the next poll on, and a stock move from its beat on", async () => {
    const instance = await startInstance(process.env.MONGODB_URI ?? "");
    started.push(instance);
    const edited = key();
    const sold = key();
    await request(instance).set(edited, page(["product:edited"]), {});
    await request(instance).set(sold, page(["product:sold"]), {});
    expect(await request(instance).get(edited, PAGE_CTX)).not.toBeNull();

    await sleep(5);
    await writtenElsewhere("product:edited", { revalidatedAt: Date.now() });
    const beat = nextBeat();
    await writtenElsewhere("product:sold", { dueAt: beat });
    await afterTagPoll();
    expect(await request(instance).get(edited, PAGE_CTX)).toBeNull();
    await sleep(Math.max(0, beat - Date.now()));
    expect(await request(instance).get(sold, PAGE_CTX)).toBeNull();
  });
});
