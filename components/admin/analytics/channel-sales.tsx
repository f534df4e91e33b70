import { DataTable, type Column } from "@/components/ui/data-table";
import type { ChannelSalesFigures } from "@/lib/analytics/period-report";
import { formatNaira } from "@/lib/money/naira";
import { SALES_CHANNEL_LABELS } from "@/lib/vocabulary/sales-channels";
import styles from "./analytics.module.css";

const columnsBeside = (previousLabel: string): Column<ChannelSalesFigures>[] => [
  { label: "Channel", rowHeader: true, cell: (line) => SALES_CHANNEL_LABELS[line.channel] },
  { label: "Orders", numeric: true, cell: (line) => line.orders.toLocaleString("en-NG") },
  { label: "Sales", numeric: true, cell: (line) => formatNaira(line.sales) },
  { label: previousLabel, numeric: true, cell: (line) => `${formatNaira(line.previousSales)} (${line.previousOrders.toLocaleString("en-NG")})` },
];

/** Where the period's paid orders were made: each channel's orders and sales beside the previous period's. */
export function ChannelSales({ channels, previousLabel }: { channels: ChannelSalesFigures[]; previousLabel: string }) {
  return (
    <section aria-labelledby="sales-by-channel-title" className={styles.chart} data-testid="sales-by-channel">
      <h2 id="sales-by-channel-title" className={styles.chartTitle}>
        Sales by channel
      </h2>
      <DataTable
        caption="Paid orders and sales by channel"
        columns={columnsBeside(previousLabel)}
        rows={channels}
        rowKey={(line) => line.channel}
        rowAttributes={(line) => ({ "data-testid": "channel-sales", "data-channel": line.channel })}
        empty="No paid orders in this period."
        look="plain"
      />
      <p className={styles.note}>Paid orders and their totals, before refunds.</p>
    </section>
  );
}
