import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const deadlineFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: SHOP_TIME_ZONE,
});

/** When an unpaid order is cancelled, as the shopper reads it: the shop's clock, said so. */
export function formatPaymentDeadline(iso: string): string {
  return `${deadlineFormat.format(new Date(iso))} (Lagos time)`;
}

/** How long an unpaid order has left before the expiry sweep cancels it, for the admin list. */
export function formatTimeLeft(iso: string, now: Date): string {
  const left = new Date(iso).getTime() - now.getTime();
  if (left <= 0) return "Payment window over; cancelling";
  const minutes = Math.ceil(left / MINUTE_MS);
  if (minutes < 60) return `${minutes} min left to pay`;
  const hours = Math.floor(left / HOUR_MS);
  const rest = Math.floor((left - hours * HOUR_MS) / MINUTE_MS);
  return `${hours} h ${rest} min left to pay`;
}
