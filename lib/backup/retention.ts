import { shopDay } from "@/lib/calendar/shop-calendar";

/** Where the shop's backups sit in the bucket; nothing else in it is ever touched. */
export const OFFSITE_PREFIX = "scents-backups/";
const KEY_PATTERN = /^scents-backups\/scents-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sealed$/;

export function offsiteKey(at: Date): string {
  return `${OFFSITE_PREFIX}scents-${at.toISOString().replace(/[:.]/g, "-")}.sealed`;
}

/** When a backup in the bucket was made, read from its name; null for an object that is not one. */
export function offsiteTimeOf(key: string): Date | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export const RETENTION = { daily: 7, weekly: 4, monthly: 12 } as const;

/** The Monday (YYYY-MM-DD) of a shop day's week. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Which backups to keep: the newest of each of the last 7 shop days that have one, of each of the
 * last 4 weeks (Monday to Sunday) and of each of the last 12 months, Lagos time. A backup may count
 * for all three. Every other backup is to be deleted.
 */
export function backupsToKeep(keys: string[], retention: { daily: number; weekly: number; monthly: number } = RETENTION): Set<string> {
  const dated = keys
    .map((key) => ({ key, at: offsiteTimeOf(key) }))
    .filter((backup): backup is { key: string; at: Date } => backup.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const periods: [number, (day: string) => string][] = [
    [retention.daily, (day) => day],
    [retention.weekly, weekOf],
    [retention.monthly, (day) => day.slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const backup of dated) {
      const period = periodOf(shopDay(backup.at));
      if (seen.has(period)) continue;
      if (seen.size >= count) break;
      seen.add(period);
      kept.add(backup.key);
    }
  }
  return kept;
}
