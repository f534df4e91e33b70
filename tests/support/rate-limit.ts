import type { Collection } from "mongodb";
import { RateLimitWindow, type RateLimitWindowRecord } from "@/models/rate-limit-window";

/** Uses up `hits` of a rate-limit key's window at once, as that many requests would have. */
export async function spendRateLimit(key: string, hits: number, windowMs: number): Promise<void> {
  await RateLimitWindow.updateOne({ _id: key }, { $set: { count: hits, expiresAt: new Date(Date.now() + windowMs) } }, { upsert: true });
}

/** Uses up `hits` of the hits a key counts beside an allowance (hitAndTake: a client's orders), as that many requests would have. */
export async function spendHits(key: string, hits: number, windowMs: number): Promise<void> {
  const endsAt = new Date(Date.now() + windowMs);
  const windows = RateLimitWindow.collection as unknown as Collection<RateLimitWindowRecord>;
  await windows.updateOne({ _id: key }, { $set: { hits: { count: hits, endsAt }, expiresAt: endsAt } }, { upsert: true });
}
