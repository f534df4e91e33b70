import { shopDay, startOfShopDay } from "@/lib/calendar/shop-calendar";

/** A time of day, Lagos time, as the owner sets it: HH:MM, 24-hour. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** After a failure the backup is tried again this soon, unless its usual time comes first. */
export const RETRY_AFTER_MS = 60 * 60 * 1000;

function minutesOf(timeOfDay: string): number {
  if (!TIME_OF_DAY_PATTERN.test(timeOfDay)) throw new Error(`Not a time of day: ${timeOfDay}`);
  return Number(timeOfDay.slice(0, 2)) * 60 + Number(timeOfDay.slice(3, 5));
}

/** The first instant after `now` that is `timeOfDay` in Lagos. */
export function nextScheduledRun(timeOfDay: string, now: Date): Date {
  const today = startOfShopDay(shopDay(now)).getTime() + minutesOf(timeOfDay) * 60_000;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/** When a failed backup is tried again: in an hour, or at its usual time if that is sooner. */
export function retryRun(timeOfDay: string, now: Date): Date {
  return new Date(Math.min(now.getTime() + RETRY_AFTER_MS, nextScheduledRun(timeOfDay, now).getTime()));
}
