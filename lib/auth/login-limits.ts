import "server-only";
import { LoginAttempt, type LoginAttemptReason } from "@/models/login-attempt";
import type { LoginKind } from "./credentials";
import { addressKey } from "@/lib/http/trusted-proxies.mjs";
import { limitFromEnv } from "@/lib/rate-limit/rate-limit";

export interface LoginLimits {
  /** Failed attempts allowed per account within the window, from browsers it has not seen, and per known device. */
  perAccount: number;
  /** Failed attempts allowed per client address within the window, across accounts. */
  perAddress: number;
  windowMs: number;
}

/** Who is trying: the client's address and, when it carries a valid device cookie for the account, that device. */
export interface LoginClient {
  address: string;
  device: string | null;
}

/**
 * 5 failures per account and 100 per client address in 15 minutes, unless the environment says
 * otherwise. The account limit is the tight one: a mobile network puts many shoppers behind one
 * carrier address, so the address limit only stops a script trying many accounts.
 */
export function loginLimits(env: NodeJS.ProcessEnv = process.env): LoginLimits {
  const perAccount = limitFromEnv(env.LOGIN_RATE_LIMIT, 5);
  return {
    perAccount,
    perAddress: limitFromEnv(env.LOGIN_RATE_LIMIT_PER_ADDRESS, perAccount * 20),
    windowMs: limitFromEnv(env.LOGIN_RATE_WINDOW_MS, 15 * 60 * 1000),
  };
}

// Refusals while blocked are logged but do not count, so a locked-out owner who keeps trying is
// let in once the window has passed instead of extending the block forever.
const COUNTED_FAILURES: LoginAttemptReason[] = [
  "unknown-email",
  "wrong-password",
  "wrong-security-key",
  "not-admin",
  "wrong-current-password",
  "wrong-current-key",
];

async function secondsUntilBelow(filter: Record<string, unknown>, limit: number, windowMs: number, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - windowMs);
  const recent = await LoginAttempt.find({ ...filter, success: false, reason: { $in: COUNTED_FAILURES }, at: { $gte: since } })
    .sort({ at: -1 })
    .limit(limit)
    .select({ at: 1 })
    .lean();
  if (recent.length < limit) return null;
  // The limit-th most recent failure leaving the window brings the count below the limit.
  const oldest = recent[recent.length - 1];
  return oldest ? Math.max(1, Math.ceil((oldest.at.getTime() + windowMs - now.getTime()) / 1000)) : null;
}

/**
 * How long this client must wait before trying this account again, or null when it may try; it is
 * asked before any password is hashed. Following OWASP's device cookies: a browser that signed in
 * to the account before is limited only by its own failures, so strangers' failures (counted per
 * account and per address, from browsers the account has not seen) cannot lock its owner out.
 * Counted from the attempt log (a sliding window in MongoDB), so it holds across app instances.
 */
export async function loginBlockedFor(email: string, client: LoginClient, limits = loginLimits(), now = new Date()): Promise<number | null> {
  if (client.device) return secondsUntilBelow({ device: client.device }, limits.perAccount, limits.windowMs, now);
  const [account, address] = await Promise.all([
    secondsUntilBelow({ email, device: null }, limits.perAccount, limits.windowMs, now),
    secondsUntilBelow({ client: addressKey(client.address), device: null }, limits.perAddress, limits.windowMs, now),
  ]);
  if (account === null && address === null) return null;
  return Math.max(account ?? 0, address ?? 0);
}

/** Logs one attempt, the record the limits above are counted from. */
export async function recordLoginAttempt(email: string, client: LoginClient, kind: LoginKind, reason: LoginAttemptReason): Promise<void> {
  await LoginAttempt.create({ email, address: client.address, client: addressKey(client.address), device: client.device, kind, success: reason === "signed-in", reason });
}
