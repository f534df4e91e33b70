import "server-only";
import { RateLimitWindow } from "@/models/rate-limit-window";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

function isDuplicateKey(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * Counts one hit for `key` in the current fixed window. The count lives in MongoDB, so every app
 * instance shares it; one atomic upsert per hit means concurrent requests cannot slip past the limit.
 */
export async function consumeRateLimit(key: string, { limit, windowMs }: RateLimit, now: Date = new Date()): Promise<RateLimitResult> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const id = `${key}:${windowStart}`;
  const update = { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowEnd) } };
  let window;
  try {
    window = await RateLimitWindow.findOneAndUpdate({ _id: id }, update, { upsert: true, returnDocument: "after" }).lean();
  } catch (error) {
    // Two first hits raced to create the window; the loser's retry finds it and increments.
    if (!isDuplicateKey(error)) throw error;
    window = await RateLimitWindow.findOneAndUpdate({ _id: id }, update, { upsert: true, returnDocument: "after" }).lean();
  }
  const count = window?.count ?? 1;
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}
