import Link from "next/link";
import type { PeriodReport } from "@/lib/analytics/period-report";
import { PRESET_PERIODS } from "@/lib/analytics/periods";
import styles from "./analytics.module.css";
import { Alert } from "@/components/ui/alert";

/** The period as links (kept in the URL, so a view can be shared) and a custom range as a plain GET form. */
export function PeriodPicker({ period, error }: { period: PeriodReport["period"]; error: string | null }) {
  return (
    <div className={styles.picker}>
      <nav aria-label="Period">
        <ul className={styles.presets}>
          {PRESET_PERIODS.map((days) => (
            <li key={days}>
              <Link href={`/admin/analytics?period=${days}`} aria-current={period.kind === days ? "page" : undefined} className={styles.preset} data-testid={`analytics-period-${days}`}>
                Last {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/admin/analytics" className={styles.range} aria-label="Custom range" data-testid="analytics-range">
        <label>
          From
          <input type="date" name="from" required defaultValue={period.kind === "custom" ? period.from : ""} data-testid="analytics-from" />
        </label>
        <label>
          To
          <input type="date" name="to" required defaultValue={period.kind === "custom" ? period.to : ""} data-testid="analytics-to" />
        </label>
        <button type="submit" className={styles.preset} data-testid="analytics-range-submit">
          Show range
        </button>
      </form>
      <Alert message={error} />
    </div>
  );
}
