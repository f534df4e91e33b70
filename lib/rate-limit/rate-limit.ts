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

const windows = () => RateLimitWindow.collection as unknown as Collection<RateLimitWindowRecord>;

/**
 * Applies one window's pipeline update as an upsert; answers the window after it.
 * Through the driver: the pipeline sets every field the window has, so mongoose's casting of it
 * (and of its defaults on insert) had nothing to add, and it cost two checkouts' worth of CPU on
 * every order (bench:drop's profile).
 */
async function updateWindow(key: string, update: Record<string, unknown>[]) {
  const hit = () => windows().findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: "after" });
  try {
    return await hit();
  } catch (error) {
    // Two first hits raced to create the window; the loser's retry finds it and increments.
    if (!isDuplicateKeyError(error)) throw error;
    return hit();
  }
}

/** Seconds until a window that ends at `end` (a new one: `windowMs` from now) is over, at least one. */
function secondsLeft(end: Date | undefined, windowMs: number, now: Date): number {
  const windowEnd = end?.getTime() ?? now.getTime() + windowMs;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}

const windowEnd = (open: unknown, windowMs: number, now: Date, field = "$expiresAt") => ({ $cond: [open, field, new Date(now.getTime() + windowMs)] });

/**
 * Counts one hit for `key`. A window opens at a key's first hit and lasts `windowMs`; the next hit
 * after it ends opens a new one. Windows are not aligned to the clock, so a burst cannot straddle
 * a boundary to get twice the limit through. The count lives in MongoDB, so every app instance
 * shares it, and each hit is one atomic pipeline upsert, so concurrent requests cannot slip past.
 */
export async function consumeRateLimit(key: string, { limit, windowMs }: RateLimit, now: Date = new Date()): Promise<RateLimitResult> {
  const open = { $gt: ["$expiresAt", now] };
  const update = [{ $set: { count: { $cond: [open, { $add: ["$count", 1] }, 1] }, expiresAt: windowEnd(open, windowMs, now) } }];
  const window = await updateWindow(key, update);
  const count = window?.count ?? 1;
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds: secondsLeft(window?.expiresAt, windowMs, now) };
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
  const window = await updateWindow(key, update);
  return { allowed: window?.values?.includes(value) ?? true, remaining: Math.max(0, limit - (window?.values?.length ?? 0)), retryAfterSeconds: secondsLeft(window?.expiresAt, windowMs, now) };
}

/** A second amount a take moves in the same window, under its own limit (the units of the orders counted). */
export interface UnitsTake {
  amount: number;
  limit: number;
}

/** A take from the allowance a key keeps beside its hits (hitAndTake): `amount` under `limit` in the allowance's own window, and as many units under theirs. */
export interface AllowanceTake extends RateLimit {
  amount: number;
  units: UnitsTake;
}

/**
 * Counts one hit for `key` under `hits`, as consumeRateLimit does, and, only when that hit is
 * allowed, takes `take` from the allowance the key keeps in the same document, in a window of its
 * own (orders placed, say, and their units): only if all of it fits, so a take that does not fit
 * counts nothing. One atomic pipeline upsert for both, where a window each cost a round trip each
 * (an order counts its placer's orders and takes its unpaid allowance). The document stays until
 * the later of its two windows ends.
 */
export async function hitAndTake(key: string, hits: RateLimit, take: AllowanceTake | null, now: Date = new Date()): Promise<{ hit: RateLimitResult; allowance: RateLimitResult | null }> {
  const hitsOpen = { $gt: ["$hits.endsAt", now] };
  const update: Record<string, unknown>[] = [
    { $set: { hits: { count: { $cond: [hitsOpen, { $add: ["$hits.count", 1] }, 1] }, endsAt: windowEnd(hitsOpen, hits.windowMs, now, "$hits.endsAt") } } },
  ];
  if (take) {
    const open = { $gt: ["$allowance.endsAt", now] };
    const usedOf = (field: string) => ({ $cond: [open, { $ifNull: [`$allowance.${field}`, 0] }, 0] });
    const fits = (used: string, amount: number, most: number) => ({ $lte: [{ $add: [used, amount] }, most] });
    update.push(
      { $set: { used: usedOf("count"), usedUnits: usedOf("units"), takeEndsAt: windowEnd(open, take.windowMs, now, "$allowance.endsAt") } },
      { $set: { taken: { $and: [{ $lte: ["$hits.count", hits.limit] }, fits("$used", take.amount, take.limit), fits("$usedUnits", take.units.amount, take.units.limit)] } } },
      {
        $set: {
          allowance: {
            count: { $cond: ["$taken", { $add: ["$used", take.amount] }, "$used"] },
            units: { $cond: ["$taken", { $add: ["$usedUnits", take.units.amount] }, "$usedUnits"] },
            endsAt: "$takeEndsAt",
            taken: "$taken",
          },
        },
      },
      { $unset: ["used", "usedUnits", "takeEndsAt", "taken"] },
    );
  }
  update.push({ $set: { expiresAt: { $max: ["$hits.endsAt", { $ifNull: ["$allowance.endsAt", "$hits.endsAt"] }] } } });
  const window = await updateWindow(key, update);
  const count = window?.hits?.count ?? 1;
  const hit = { allowed: count <= hits.limit, remaining: Math.max(0, hits.limit - count), retryAfterSeconds: secondsLeft(window?.hits?.endsAt, hits.windowMs, now) };
  if (!take) return { hit, allowance: null };
  const allowance = window?.allowance;
  return {
    hit,
    allowance: { allowed: allowance?.taken ?? false, remaining: Math.max(0, take.limit - (allowance?.count ?? 0)), retryAfterSeconds: secondsLeft(allowance?.endsAt, take.windowMs, now) },
  };
}

/** Gives back what hitAndTake took from the key's allowance in its current window (the order it was for was not placed). */
export async function giveBackTaken(key: string, amount: number, units: number, now: Date = new Date()): Promise<void> {
  await windows().updateOne(
    { _id: key, "allowance.endsAt": { $gt: now }, "allowance.count": { $gte: amount }, "allowance.units": { $gte: units } },
    { $inc: { "allowance.count": -amount, "allowance.units": -units } },
  );
}

/** Gives back `amount` of the hits counted in the key's current window (a lookup that turned out not to be a guess). */
export async function giveBackAllowance(key: string, amount: number, now: Date = new Date()): Promise<void> {
  await RateLimitWindow.updateOne({ _id: key, expiresAt: { $gt: now }, count: { $gte: amount } }, { $inc: { count: -amount } });
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
