import { backupsToKeep, offsiteKey, offsiteTimeOf } from "./retention";
import { nextScheduledRun, retryRun } from "./schedule";

const DAY = 24 * 60 * 60 * 1000;

describe("off-site backup names", () => {
  it("read back the time they were made, and nothing else in the bucket reads as a backup", () => {
    const at = new Date("2026-11-27T01:00:00.123Z");
    expect(offsiteKey(at)).toBe("scents-backups/scents-2026-11-27T01-00-00-123Z.sealed");
    expect(offsiteTimeOf(offsiteKey(at))).toEqual(at);
    expect(offsiteTimeOf("scents-backups/notes.txt")).toBeNull();
    expect(offsiteTimeOf("other/scents-2026-11-27T01-00-00-123Z.sealed")).toBeNull();
  });
});

describe("retention: 7 daily, 4 weekly, 12 monthly", () => {
  // One backup a day at 02:00 Lagos for two years, ending on Friday 27 November 2026.
  const last = new Date("2026-11-27T01:00:00.000Z");
  const daily = Array.from({ length: 730 }, (_, index) => offsiteKey(new Date(last.getTime() - index * DAY)));
  const kept = [...backupsToKeep(daily)].sort().reverse();

  it("keeps the last 7 days, the newest of the last 4 weeks and of the last 12 months, and no other", () => {
    const days = kept.map((key) => key.slice(22, 32));
    // Days 21-27 Nov; weeks: 27 (this week), 22, 15, 8 Nov (Sundays); month ends: Oct 31 back to Dec 31, 2025.
    expect(days).toEqual([
      "2026-11-27", "2026-11-26", "2026-11-25", "2026-11-24", "2026-11-23", "2026-11-22", "2026-11-21",
      "2026-11-15", "2026-11-08",
      "2026-10-31", "2026-09-30", "2026-08-31", "2026-07-31", "2026-06-30", "2026-05-31", "2026-04-30", "2026-03-31", "2026-02-28", "2026-01-31", "2025-12-31",
    ]);
  });

  it("keeps several of one day only once (the newest), counts days in Lagos, and ignores what is not a backup", () => {
    const late = offsiteKey(new Date("2026-11-27T22:59:00.000Z")); // 23:59 Lagos, 27 Nov
    const nextDay = offsiteKey(new Date("2026-11-27T23:30:00.000Z")); // 00:30 Lagos, 28 Nov
    const early = offsiteKey(new Date("2026-11-27T00:00:00.000Z"));
    const result = backupsToKeep([early, late, nextDay, "scents-backups/readme.txt"]);
    expect([...result].sort()).toEqual([late, nextDay].sort());
  });
});

describe("the backup's time of day, Lagos time", () => {
  it("is the next such instant, today or tomorrow", () => {
    expect(nextScheduledRun("02:00", new Date("2026-11-27T00:30:00Z"))).toEqual(new Date("2026-11-27T01:00:00Z"));
    expect(nextScheduledRun("02:00", new Date("2026-11-27T01:00:00Z"))).toEqual(new Date("2026-11-28T01:00:00Z"));
    expect(nextScheduledRun("00:15", new Date("2026-11-27T23:10:00Z"))).toEqual(new Date("2026-11-27T23:15:00Z"));
    expect(() => nextScheduledRun("24:00", new Date())).toThrow();
  });

  it("retries a failure an hour later, or at the usual time if sooner", () => {
    expect(retryRun("02:00", new Date("2026-11-27T01:05:00Z"))).toEqual(new Date("2026-11-27T02:05:00Z"));
    expect(retryRun("02:00", new Date("2026-11-27T00:30:00Z"))).toEqual(new Date("2026-11-27T01:00:00Z"));
  });
});
