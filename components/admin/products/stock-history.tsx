import Link from "next/link";
import { formatAdminTime } from "@/lib/admin/admin-time";
import type { SizeHistory, StockHistoryEntry } from "@/lib/catalog/stock-history";
import { DataTable, type Column } from "@/components/ui/data-table";
import styles from "./stock-history.module.css";

const signed = (change: number) => (change > 0 ? `+${change}` : change === 0 ? "0" : `−${-change}`);

const COLUMNS: Column<StockHistoryEntry>[] = [
  { label: "When", className: styles.when, cell: (entry) => formatAdminTime(entry.at) },
  {
    label: "Why",
    cell: (entry) => (
      <>
        {entry.reason}
        {entry.orderNumber ? (
          <>
            {" "}
            <Link href={`/admin/orders/${entry.orderNumber}`}>{entry.orderNumber}</Link>
          </>
        ) : entry.draftId ? (
          <>
            {" "}
            <Link href={`/admin/orders/drafts/${entry.draftId}`}>(open the draft)</Link>
          </>
        ) : null}
        {entry.kind === "paid" ? <span className={styles.meta}> · {entry.units} held {entry.units === 1 ? "unit" : "units"} sold</span> : null}
        {entry.by ? <span className={styles.meta}> · by {entry.by}</span> : null}
      </>
    ),
  },
  { label: "Change", numeric: true, className: (entry) => (entry.change > 0 ? styles.up : entry.change < 0 ? styles.down : undefined), cell: (entry) => signed(entry.change) },
  { label: "Stock after", numeric: true, cell: (entry) => entry.stockAfter },
];

/** One size's stock history, newest first: each line's change, why, and the stock after it. */
function SizeTable({ size, threshold }: { size: SizeHistory; threshold: number }) {
  const name = size.label || "One size";
  const headingId = `stock-history-${size.sizeId}`;
  return (
    <section aria-labelledby={headingId} className={styles.size} data-testid="stock-history-size" data-size-label={size.label}>
      <h2 id={headingId} className={styles.sizeTitle}>
        {name}
        <span className={styles.stockNow}>
          {size.removed ? " · removed" : ` · ${size.stock} in stock`}
          {!size.removed && size.stock <= threshold ? (
            <strong className={styles.low} data-testid="stock-history-low">
              {" "}
              · Low (alert at {threshold})
            </strong>
          ) : null}
        </span>
      </h2>
      <DataTable
        caption={`Stock history of ${name}, newest first`}
        columns={COLUMNS}
        rows={size.entries}
        rowKey={(entry) => entry.id}
        rowAttributes={(entry) => ({ "data-testid": "stock-history-entry", "data-kind": entry.kind })}
        empty="No stock has moved since the history began."
        testId="stock-history-table"
      />
    </section>
  );
}

export function StockHistory({ sizes, threshold, truncated }: { sizes: SizeHistory[]; threshold: number; truncated: boolean }) {
  return (
    <div className={styles.sizes} data-testid="stock-history">
      {sizes.map((size) => (
        <SizeTable key={size.sizeId} size={size} threshold={threshold} />
      ))}
      {truncated ? <p className={styles.meta}>Only the newest moves are shown.</p> : null}
    </div>
  );
}
