/** A refused or failed delivery is tried again after 30 s, 1 min, 2 min, ... up to an hour apart. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60 * 1000;
/** Attempts before a message counts as failed for good (about two hours of retries at the defaults). */
export const MAX_ATTEMPTS = 8;

/** How long to wait after the `attempt`-th failed attempt (1-based): doubling from `baseMs`, capped. */
export function retryDelayMs(attempt: number, baseMs: number = RETRY_BASE_MS, capMs: number = RETRY_CAP_MS): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
