import "server-only";
import { clientLimitKey, consumeDistinct, consumeRateLimit, enforceRateLimit, limitFromEnv } from "@/lib/rate-limit/rate-limit";
import { DomainError } from "@/lib/vocabulary/domain-error";

/**
 * What one client may ask of checkout before it has bought anything. A quote answers a real
 * promotion code ("has expired", "needs a subtotal of …", applied) differently from an unknown
 * one, so the codes a client and a checkout may try are few: a shopper types one or two, a word
 * list thousands. Each checkout started is a stored draft, so those are bounded per client too:
 * generous, since a mobile network puts many shoppers behind one carrier address.
 */
export const CODE_TRIES = { limit: 10, windowMs: 10 * 60 * 1000 };
/** New checkout drafts a client may start an hour: 60, unless CHECKOUTS_PER_CLIENT says otherwise (the browser journeys, all from one address, raise it). */
export function newDraftsPerClient(env: Record<string, string | undefined> = process.env) {
  return { limit: limitFromEnv(env.CHECKOUTS_PER_CLIENT, 60), windowMs: 60 * 60 * 1000 };
}

export const TOO_MANY_CODES = "Too many codes tried, try later";
export const TOO_MANY_CHECKOUTS = "Too many checkouts were started from here. Please try again later.";

/** Counts a promotion code tried by this client in this checkout; refuses (429) past the distinct codes either may try. */
export async function countCodeTry(code: string | undefined, who: { client: string; draftId?: string }, now: Date): Promise<void> {
  if (!code) return;
  const tried = code.trim().toUpperCase();
  const results = await Promise.all([
    consumeDistinct(clientLimitKey("codes", who.client), tried, CODE_TRIES, now),
    ...(who.draftId ? [consumeDistinct(`codes-draft:${who.draftId}`, tried, CODE_TRIES, now)] : []),
  ]);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) {
    throw new DomainError("too-many-codes", "too-many", TOO_MANY_CODES, "promoCode", { retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)) });
  }
}

/** Counts a new checkout draft stored for this client; refuses (429) past the bound. */
export async function countNewDraft(client: string, now: Date): Promise<void> {
  await enforceRateLimit({ [clientLimitKey("drafts", client)]: newDraftsPerClient() }, TOO_MANY_CHECKOUTS, now);
}

/**
 * Checking a payment calls Paystack, so a stranger may not loop on it: a shopper's page checks
 * once when it opens (and again on a reload), so a few per reference and a few more per client
 * (a shopper paying for two orders) are plenty. And a reference checked seconds ago is not
 * asked of Paystack again: its answer cannot have moved much, and the webhook confirms a payment
 * that lands in between.
 */
export const VERIFY_LIMITS = {
  perClient: { limit: 30, windowMs: 10 * 60 * 1000 },
  perReference: { limit: 10, windowMs: 10 * 60 * 1000 },
};
export const PROVIDER_RECHECK_MS = 10_000;
export const TOO_MANY_CHECKS = "Too many payment checks. Please wait a few minutes and try again.";

/** Counts a payment check by this client; refuses (429) past either bound. */
export async function countPaymentCheck(reference: string, client: string, now: Date): Promise<void> {
  await enforceRateLimit({ [clientLimitKey("verify", client)]: VERIFY_LIMITS.perClient, [`verify-reference:${reference}`]: VERIFY_LIMITS.perReference }, TOO_MANY_CHECKS, now);
}

/** True for the first check of a reference in PROVIDER_RECHECK_MS, across every instance: only that one asks the provider. */
export async function providerCheckDue(reference: string, now: Date): Promise<boolean> {
  return (await consumeRateLimit(`verify-provider:${reference}`, { limit: 1, windowMs: PROVIDER_RECHECK_MS }, now)).allowed;
}
