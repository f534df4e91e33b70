import mongoose from "mongoose";
import { ensureIdentity, readTagState } from "@/lib/cache/shared-store.mjs";
import { followTags, TAG_POLL_MS } from "@/lib/cache/tag-mirror.mjs";
import { keptStoreSettings } from "@/lib/settings/kept-settings";

function testDatabase() {
  const db = mongoose.connection.db;
  if (!db) throw new Error("not connected");
  return db;
}

/** Which of these tags the shared page cache holds as revalidated at or after `since`. */
export async function tagsRevalidatedSince(since: number, tags: string[]): Promise<string[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error("not connected");
  const { revalidatedAt } = await readTagState(db, tags);
  return tags.filter((tag) => (revalidatedAt.get(tag) ?? -Infinity) >= since);
}

/**
 * Until each instance's copy of the tag state has polled the database once more: what another
 * process wrote (or a reset) shows on every instance by then.
 */
export const afterTagPoll = () => new Promise((resolve) => setTimeout(resolve, TAG_POLL_MS * 1.5));

/** Until this process's copy of the tag state has read the database as it is now (a reset, a new identity): a poll begun after this call. */
export async function tagStateReadNow(): Promise<void> {
  const { mirror, release } = followTags(testDatabase());
  try {
    await mirror.poll();
    await mirror.poll();
  } finally {
    release();
  }
}

/** A shop that has served a page: its database has a cache identity, which the copy of the tag state the checkout's settings follow has read. */
export async function shopThatServedAPage(): Promise<void> {
  await ensureIdentity(testDatabase());
  await keptStoreSettings();
  await tagStateReadNow();
}

// Next.js loads its cache handler outside the bundle, as plain JavaScript, once per process.
export type CacheValue = Record<string, unknown> & { kind: string };
export interface CacheHandler {
  get(key: string, ctx: Record<string, unknown>): Promise<{ lastModified: number; value: CacheValue; cacheControl?: unknown } | null>;
  set(key: string, data: CacheValue | null, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
export interface CacheHandlerModule {
  /** `serverDistDir` is where Next.js's server output is; the build's BUILD_ID sits beside it. */
  default: new (ctx: { maxMemoryCacheSize: number; serverDistDir?: string }) => CacheHandler;
  disconnect(): Promise<void>;
}
export const PAGE_CTX = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };

/** One app instance's cache handler: its own copy of the module, so its own memory and its own connection. */
export function loadCacheHandler(): CacheHandlerModule {
  let loaded: CacheHandlerModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<CacheHandlerModule>("@/lib/cache/next-cache-handler.mjs");
  });
  if (!loaded) throw new Error("handler module did not load");
  return loaded;
}

/** One app instance on the database at `uri`: its own copy of the handler module, memory and connection, connected on its first read. */
export async function startCacheHandler(uri: string): Promise<CacheHandlerModule> {
  const loaded = loadCacheHandler();
  const direct = process.env.MONGODB_URI;
  process.env.MONGODB_URI = uri;
  try {
    // The handler connects on its first call, with the URI of that moment.
    await new loaded.default({ maxMemoryCacheSize: 50 * 1024 * 1024 }).get("warm-up", PAGE_CTX);
  } finally {
    process.env.MONGODB_URI = direct;
  }
  return loaded;
}
