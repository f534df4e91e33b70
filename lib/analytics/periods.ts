import { z } from "zod";
import { isShopDay, shopDay } from "@/lib/calendar/shop-calendar";

/**
 * The periods analytics compares: the last 7, 30 or 90 shop days (today included), or a custom
 * range of Lagos days, both ends included. Each is set beside the period of the same length that
 * ends the day before it starts.
 */
export const PRESET_PERIODS = ["7", "30", "90"] as const;
export type PresetPeriod = (typeof PRESET_PERIODS)[number];
export const DEFAULT_PERIOD: PresetPeriod = "30";
/** A custom range covers at most a year and a day, so a chart stays readable. */
export const MAX_RANGE_DAYS = 366;

export const PERIOD_MESSAGES = {
  period: "Choose the last 7, 30 or 90 days",
  day: "Use a date as YYYY-MM-DD",
  both: "Give both the first and the last day",
  order: "The last day must be on or after the first",
  length: `A range covers at most ${MAX_RANGE_DAYS} days`,
} as const;

const day = z.string({ error: PERIOD_MESSAGES.day }).refine(isShopDay, PERIOD_MESSAGES.day);

/** GET /api/analytics/period's query and the analytics page's URL: `period`, or `from` and `to`. */
export const periodQuerySchema = z
  .object({
    period: z.enum(PRESET_PERIODS, { error: PERIOD_MESSAGES.period }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, context) => {
    if (!query.from && !query.to) return;
    if (!query.from || !query.to) {
      context.addIssue({ code: "custom", path: [query.from ? "to" : "from"], message: PERIOD_MESSAGES.both });
      return;
    }
    if (query.to < query.from) context.addIssue({ code: "custom", path: ["to"], message: PERIOD_MESSAGES.order });
    else if (daysBetween(query.from, query.to).length > MAX_RANGE_DAYS) context.addIssue({ code: "custom", path: ["to"], message: PERIOD_MESSAGES.length });
  });

export type PeriodQuery = z.infer<typeof periodQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The shop days from `from` to `to`, both included, oldest first; none when `to` comes first. */
export function daysBetween(from: string, to: string): string[] {
  const first = dayNumber(from);
  const count = Math.min(dayNumber(to) - first + 1, MAX_RANGE_DAYS + 1);
  return Array.from({ length: Math.max(0, count) }, (_, index) => dayOf(first + index));
}

export interface Period {
  /** "7", "30", "90" or "custom". */
  kind: PresetPeriod | "custom";
  days: string[];
  /** The same number of days, ending the day before `days` begins. */
  previousDays: string[];
  label: string;
  previousLabel: string;
}

const dayLabel = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const spanLabel = (days: readonly string[]) => {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return "";
  const format = (value: string) => dayLabel.format(new Date(`${value}T00:00:00Z`));
  return first === last ? format(first) : `${format(first)} – ${format(last)}`;
};

/** The period a query names, as of `now`; the last 30 days when it names none. */
export function periodOf(query: PeriodQuery, now: Date = new Date()): Period {
  const today = shopDay(now);
  const custom = query.from && query.to;
  const days = custom ? daysBetween(query.from as string, query.to as string) : daysBetween(dayOf(dayNumber(today) - Number(query.period ?? DEFAULT_PERIOD) + 1), today);
  const first = dayNumber(days[0] ?? today);
  const previousDays = daysBetween(dayOf(first - days.length), dayOf(first - 1));
  return {
    kind: custom ? "custom" : (query.period ?? DEFAULT_PERIOD),
    days,
    previousDays,
    label: custom ? spanLabel(days) : `Last ${days.length} days`,
    previousLabel: custom ? spanLabel(previousDays) : `the ${days.length} days before`,
  };
}
