import "server-only";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import type { Collection } from "mongodb";
import { RateLimitWindow, type RateLimitWindowRecord } from "@/models/rate-limit-window";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { addressKey } from "@/lib/http/trusted-proxies.mjs";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** A limit the environment may set: a positive whole number, or the fallback. */
export function limitFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The key of a per-client limit: the client is its address, an IPv6 client its /64 (see addressKey). */
export function clientLimitKey(prefix: string, address: string): string {
  return `${prefix}:${addressKey(address)}`;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Applies one window's pipeline update as an upsert; answers the window after it and when it ends.
 * Through the driver: the pipeline sets every field the window has, so mongoose's casting of it
 * (and of its defaults on insert) had nothing to add, and it cost two checkouts' worth of CPU on
 * every order, which takes two windows (bench:drop's profile).
 */
async function updateWindow(key: string, update: Record<string, unknown>[], windowMs: number, now: Date) {
  const windows = RateLimitWindow.collection as unknown as Collection<RateLimitWindowRecord>;
  const hit = () => windows.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: "after" });
  let window;
  try {
    window = await hit();
  } catch (error) {
    // Two first hits raced to create the window; the loser's retry finds it and increments.
    if (!isDuplicateKeyError(error)) throw error;
    window = await hit();
  }
  const windowEnd = window?.expiresAt.getTime() ?? now.getTime() + windowMs;
  return { window, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)) };
}

const windowEnd = (open: unknown, windowMs: number, now: Date) => ({ $cond: [open, "$expiresAt", new Date(now.getTime() + windowMs)] });

/**
 * Counts one hit for `key`. A window opens at a key's first hit and lasts `windowMs`; the next hit
 * after it ends opens a new one. Windows are not aligned to the clock, so a burst cannot straddle
 * a boundary to get twice the limit through. The count lives in MongoDB, so every app instance
 * shares it, and each hit is one atomic pipeline upsert, so concurrent requests cannot slip past.
 */
export async function consumeRateLimit(key: string, { limit, windowMs }: RateLimit, now: Date = new Date()): Promise<RateLimitResult> {
  const open = { $gt: ["$expiresAt", now] };
  const update = [{ $set: { count: { $cond: [open, { $add: ["$count", 1] }, 1] }, expiresAt: windowEnd(open, windowMs, now) } }];
  const { window, retryAfterSeconds } = await updateWindow(key, update, windowMs, now);
  const count = window?.count ?? 1;
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}

/**
 * Counts `value` for `key`: allowed while it is among the first `limit` distinct values the key
 * used in its window, so repeating a value (a code asked again for another delivery) costs
 * nothing, and the limit-th new value is the last let through. One atomic pipeline upsert, like
 * consumeRateLimit, so concurrent requests cannot slip past.
 */
export async function consumeDistinct(key: string, value: string, { limit, windowMs }: RateLimit, now: Date = new Date()): Promise<RateLimitResult> {
  const open = { $gt: ["$expiresAt", now] };
  const seen = { $cond: [open, { $ifNull: ["$values", []] }, []] };
  const values = { $cond: [{ $or: [{ $in: [value, seen] }, { $gte: [{ $size: seen }, limit] }] }, seen, { $concatArrays: [seen, [value]] }] };
  const update = [{ $set: { values, expiresAt: windowEnd(open, windowMs, now) } }, { $set: { count: { $size: "$values" } } }];
  const { window, retryAfterSeconds } = await updateWindow(key, update, windowMs, now);
  return { allowed: window?.values?.includes(value) ?? true, remaining: Math.max(0, limit - (window?.values?.length ?? 0)), retryAfterSeconds };
}

/** A second amount a take moves in the same window, under its own limit (the units of the orders counted). */
export interface UnitsTake {
  amount: number;
  limit: number;
}

/**
 * Takes `amount` of the key's allowance in its window (orders placed, say), only if all of it fits
 * under `limit`, and with `units` as much of the window's units under theirs: a take that does not
 * fit is refused and counts nothing. One atomic pipeline upsert, so concurrent takes cannot pass
 * a limit together.
 */
export async function takeAllowance(key: string, amount: number, { limit, windowMs }: RateLimit, now: Date = new Date(), units?: UnitsTake): Promise<RateLimitResult> {
  const open = { $gt: ["$expiresAt", now] };
  const usedOf = (field: string) => ({ $cond: [open, { $ifNull: [`$${field}`, 0] }, 0] });
  const fits = (used: string, take: number, most: number) => ({ $lte: [{ $add: [used, take] }, most] });
  const update = [
    { $set: { used: usedOf("count"), ...(units ? { usedUnits: usedOf("units") } : {}), expiresAt: windowEnd(open, windowMs, now) } },
    { $set: { taken: units ? { $and: [fits("$used", amount, limit), fits("$usedUnits", units.amount, units.limit)] } : fits("$used", amount, limit) } },
    {
      $set: {
        count: { $cond: ["$taken", { $add: ["$used", amount] }, "$used"] },
        ...(units ? { units: { $cond: ["$taken", { $add: ["$usedUnits", units.amount] }, "$usedUnits"] } } : {}),
      },
    },
    { $unset: units ? ["used", "usedUnits"] : "used" },
  ];
  const { window, retryAfterSeconds } = await updateWindow(key, update, windowMs, now);
  return { allowed: window?.taken ?? false, remaining: Math.max(0, limit - (window?.count ?? 0)), retryAfterSeconds };
}

/** Gives back an allowance taken in the key's current window (the order it was for was not placed), and its units if it took any. */
export async function giveBackAllowance(key: string, amount: number, now: Date = new Date(), units = 0): Promise<void> {
  await RateLimitWindow.updateOne(
    { _id: key, expiresAt: { $gt: now }, count: { $gte: amount }, ...(units > 0 ? { units: { $gte: units } } : {}) },
    { $inc: { count: -amount, ...(units > 0 ? { units: -units } : {}) } },
  );
}

/**
 * Counts one hit on each key (a rate-limit key and its limit) and, when any is over its limit,
 * refuses as too many, with the longest wait among them.
 */
export async function enforceRateLimit(hits: Record<string, RateLimit>, message?: string, now: Date = new Date()): Promise<void> {
  const results = await Promise.all(Object.entries(hits).map(([key, limit]) => consumeRateLimit(key, limit, now)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) throw new DomainError("rate-limited", "too-many", message, undefined, { retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)) });
}
