import { RateLimitWindow } from "@/models/rate-limit-window";

/** Uses up `hits` of a rate-limit key's window at once, as that many requests would have. */
export async function spendRateLimit(key: string, hits: number, windowMs: number): Promise<void> {
  await RateLimitWindow.updateOne({ _id: key }, { $set: { count: hits, expiresAt: new Date(Date.now() + windowMs) } }, { upsert: true });
}
