import Link from "next/link";
import { formatAdminTime } from "@/lib/admin/admin-time";
import type { SizeHistory } from "@/lib/catalog/stock-history";
import styles from "./stock-history.module.css";

const signed = (change: number) => (change > 0 ? `+${change}` : change === 0 ? "0" : `−${-change}`);

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
      {size.entries.length === 0 ? (
        <p className={styles.meta}>No stock has moved since the history began.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="stock-history-table">
            <caption className={styles.srOnly}>Stock history of {name}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Why</th>
                <th scope="col" className={styles.number}>
                  Change
                </th>
                <th scope="col" className={styles.number}>
                  Stock after
                </th>
              </tr>
            </thead>
            <tbody>
              {size.entries.map((entry) => (
                <tr key={entry.id} data-testid="stock-history-entry" data-kind={entry.kind}>
                  <td className={styles.when}>{formatAdminTime(entry.at)}</td>
                  <td>
                    {entry.reason}
                    {entry.orderNumber ? (
                      <>
                        {" "}
                        <Link href={`/admin/orders/${entry.orderNumber}`}>{entry.orderNumber}</Link>
                      </>
                    ) : null}
                    {entry.kind === "paid" ? <span className={styles.meta}> · {entry.units} held {entry.units === 1 ? "unit" : "units"} sold</span> : null}
                    {entry.by ? <span className={styles.meta}> · by {entry.by}</span> : null}
                  </td>
                  <td className={`${styles.number} ${entry.change > 0 ? styles.up : entry.change < 0 ? styles.down : ""}`}>{signed(entry.change)}</td>
                  <td className={styles.number}>{entry.stockAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
