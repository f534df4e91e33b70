import { formatNaira } from "@/lib/money/naira";
import styles from "./analytics.module.css";

interface Figures {
  orders: number;
  revenue: number;
}

/** What the abandoned-checkout reminders won back in the period: paid orders placed after a reminder, beside the period before. */
export function RecoveredCheckouts({ current, previous, previousLabel }: { current: Figures; previous: Figures; previousLabel: string }) {
  return (
    <section aria-labelledby="recovered-checkouts-title" className={styles.chart} data-testid="recovered-checkouts">
      <h2 id="recovered-checkouts-title" className={styles.chartTitle}>
        Recovered checkouts
      </h2>
      <p>
        <strong data-testid="recovered-revenue">{formatNaira(current.revenue)}</strong> from {current.orders.toLocaleString("en-NG")} {current.orders === 1 ? "order" : "orders"}; {formatNaira(previous.revenue)} in {previousLabel}.
      </p>
      <p className={styles.note}>Paid orders placed within a week of an abandoned-checkout reminder to the same address.</p>
    </section>
  );
}
