import "server-only";
import { z } from "zod";
import { ACTIVITY_KINDS, ActivityEvent } from "@/models/activity-event";

/** How many events a page of the log shows: the newest that match. */
export const ACTIVITY_SHOWN = 200;

const optionalText = z.string().trim().max(200).optional().transform((value) => value || undefined);
const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .or(z.literal("").transform(() => undefined));

/** /admin/activity's filters, from its URL: a person (their e-mail), a kind, and days from and to (Lagos). */
export const activityQuerySchema = z.object({
  person: optionalText,
  kind: z.enum(ACTIVITY_KINDS).optional().or(z.literal("").transform(() => undefined)),
  from: optionalDay,
  to: optionalDay,
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export interface ActivityLine {
  id: string;
  kind: string;
  actor: string | null;
  message: string;
  at: string;
}

// Lagos is UTC+1 all year: a day there starts at 23:00 UTC the day before.
const lagosDayStart = (day: string) => new Date(`${day}T00:00:00+01:00`);

export async function activityLog(query: ActivityQuery): Promise<ActivityLine[]> {
  const at: Record<string, Date> = {};
  if (query.from) at.$gte = lagosDayStart(query.from);
  if (query.to) at.$lt = new Date(lagosDayStart(query.to).getTime() + 24 * 60 * 60 * 1000);
  const filter = {
    ...(query.person ? { actor: query.person.toLowerCase() } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(Object.keys(at).length > 0 ? { at } : {}),
  };
  const events = await ActivityEvent.find(filter).sort({ at: -1 }).limit(ACTIVITY_SHOWN).lean();
  return events.map((event) => ({ id: event._id.toString(), kind: event.kind, actor: event.actor ?? null, message: event.message, at: event.at.toISOString() }));
}

/** The people the log names, for its person filter. */
export async function activityActors(): Promise<string[]> {
  return ((await ActivityEvent.distinct("actor")) as (string | null)[]).filter((actor): actor is string => typeof actor === "string").sort();
}
