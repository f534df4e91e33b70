import type { ChannelSalesFigures } from "@/lib/analytics/period-report";
import { formatNaira } from "@/lib/money/naira";
import { SALES_CHANNEL_LABELS } from "@/lib/vocabulary/sales-channels";
import styles from "./analytics.module.css";

/** Where the period's paid orders were made: each channel's orders and sales beside the previous period's. */
export function ChannelSales({ channels, previousLabel }: { channels: ChannelSalesFigures[]; previousLabel: string }) {
  return (
    <section aria-labelledby="sales-by-channel-title" className={styles.chart} data-testid="sales-by-channel">
      <h2 id="sales-by-channel-title" className={styles.chartTitle}>
        Sales by channel
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col" className={styles.number}>
              Orders
            </th>
            <th scope="col" className={styles.number}>
              Sales
            </th>
            <th scope="col" className={styles.number}>
              {previousLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((line) => (
            <tr key={line.channel} data-testid="channel-sales" data-channel={line.channel}>
              <th scope="row">{SALES_CHANNEL_LABELS[line.channel]}</th>
              <td className={styles.number}>{line.orders.toLocaleString("en-NG")}</td>
              <td className={styles.number}>{formatNaira(line.sales)}</td>
              <td className={styles.number}>
                {formatNaira(line.previousSales)} ({line.previousOrders.toLocaleString("en-NG")})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>Paid orders and their totals, before refunds.</p>
    </section>
  );
}
