// The shop's own time zone, so every admin sees the same clock as the shop's calendar.
const WHEN = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Africa/Lagos" });

/** A moment as the admin screens show it (spec: short en-US dates), in Lagos time. */
export function formatAdminTime(iso: string): string {
  return WHEN.format(new Date(iso));
}
