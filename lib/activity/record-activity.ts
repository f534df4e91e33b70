import "server-only";
import { ActivityEvent, type ActivityKind } from "@/models/activity-event";

/**
 * Records a shop event for the dashboard. A failure here is logged, never thrown: losing an
 * activity line must not fail the order or product change that caused it.
 */
export async function recordActivity(kind: ActivityKind, message: string, subject?: string, actor?: string): Promise<void> {
  try {
    await ActivityEvent.create({ kind, message, subject, actor });
  } catch (error) {
    console.error("Could not record activity", kind, error);
  }
}

/** recordActivity for several events in one write. */
export async function recordActivities(events: readonly { kind: ActivityKind; message: string; subject?: string; actor?: string }[]): Promise<void> {
  if (events.length === 0) return;
  try {
    await ActivityEvent.insertMany(events);
  } catch (error) {
    console.error("Could not record activity", events.map((event) => event.kind).join(", "), error);
  }
}

export async function recentActivity(limit = 10) {
  return ActivityEvent.find().sort({ at: -1 }).limit(limit).lean();
}
