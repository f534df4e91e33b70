// Nigeria keeps West Africa Time all year (UTC+1, no daylight saving), so fixed offsets are exact.
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
export const LAGOS_TIMEZONE = "+01:00";

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the shop's current month began. */
export function startOfShopMonth(now: Date): Date {
  const local = new Date(now.getTime() + LAGOS_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - LAGOS_OFFSET_MS);
}

/** The last `count` shop days up to and including today's, oldest first. */
export function recentShopDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shopDay(new Date(now.getTime() - (count - 1 - index) * 24 * 60 * 60 * 1000)));
}
