// Nigeria keeps West Africa Time all year (UTC+1, no daylight saving), so fixed offsets are exact.
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const LAGOS_TIMEZONE = "+01:00";
export const SHOP_TIME_ZONE = "Africa/Lagos";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD string that names a real calendar day. */
export function isShopDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The instant a shop day (YYYY-MM-DD) begins: 00:00 WAT. */
export function startOfShopDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - LAGOS_OFFSET_MS);
}

/** The instant the shop day after `day` begins, i.e. just after 23:59:59.999 WAT on `day`. */
export function startOfNextShopDay(day: string): Date {
  return new Date(startOfShopDay(day).getTime() + DAY_MS);
}

/**
 * Dates that bound a promotion are whole shop days, both included: one that ends on 30 November
 * runs until 23:59:59 WAT that day. A stored instant counts as the shop day it falls on (a date-only
 * form value is stored as UTC midnight, 01:00 WAT, the same day); a YYYY-MM-DD string is that day.
 */
export function withinShopDays(start: Date | string | null | undefined, end: Date | string | null | undefined, now: Date): boolean {
  const today = shopDay(now);
  const dayOf = (value: Date | string) => (typeof value === "string" && DAY_PATTERN.test(value) ? value : shopDay(new Date(value)));
  if (start && dayOf(start) > today) return false;
  if (end && dayOf(end) < today) return false;
  return true;
}

/** The instant the shop's current month began. */
export function startOfShopMonth(now: Date): Date {
  const local = new Date(now.getTime() + LAGOS_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - LAGOS_OFFSET_MS);
}

/** The last `count` shop days up to and including today's, oldest first. */
export function recentShopDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shopDay(new Date(now.getTime() - (count - 1 - index) * DAY_MS)));
}

/** The shop days of the current month so far, the first to today's, oldest first. */
export function shopMonthSoFar(now: Date): string[] {
  return recentShopDays(now, Number(shopDay(now).slice(8, 10)));
}

/** An instant as a `datetime-local` field shows it in the shop's time (YYYY-MM-DDTHH:mm). */
export function shopDateTimeInput(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16);
}

/** What a `datetime-local` field typed in the shop's time means, as an instant the API reads; blank stays blank. */
export function fromShopDateTimeInput(value: string): string {
  return value ? `${value}:00${LAGOS_TIMEZONE}` : "";
}
