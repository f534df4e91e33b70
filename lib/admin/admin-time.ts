import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";

// The shop's own time zone, so every admin sees the same clock as the shop's calendar.
const DAY = { month: "short", day: "2-digit", year: "numeric", timeZone: SHOP_TIME_ZONE } as const;
const WHEN = new Intl.DateTimeFormat("en-US", { ...DAY, hour: "numeric", minute: "2-digit" });
const DATE = new Intl.DateTimeFormat("en-US", DAY);

/** A moment as the admin screens show it (spec: short en-US dates), in Lagos time. */
export function formatAdminTime(iso: string): string {
  return WHEN.format(new Date(iso));
}

/** The day of a moment, as the admin screens show it, in Lagos time. */
export function formatAdminDate(iso: string | Date): string {
  return DATE.format(new Date(iso));
}
