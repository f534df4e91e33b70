import type { ProductSales } from "@/lib/analytics/period-report";
import { formatNaira } from "@/lib/money/naira";
import styles from "./analytics.module.css";

/** One best-seller list: the products of the period, first by what `by` says. */
export function BestSellers({ title, by, products, testId }: { title: string; by: "revenue" | "units"; products: ProductSales[]; testId: string }) {
  const headingId = `${testId}-title`;
  return (
    <section aria-labelledby={headingId} className={styles.chart} data-testid={testId}>
      <h2 id={headingId} className={styles.chartTitle}>
        {title}
      </h2>
      {products.length === 0 ? (
        <p className={styles.note}>Nothing sold in this period.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Type</th>
              <th scope="col" className={styles.number} aria-sort={by === "units" ? "descending" : undefined}>
                Units
              </th>
              <th scope="col" className={styles.number} aria-sort={by === "revenue" ? "descending" : undefined}>
                Sales
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.productId} data-testid="best-seller">
                <th scope="row">{product.name}</th>
                <td>{product.type}</td>
                <td className={styles.number}>{product.units.toLocaleString("en-NG")}</td>
                <td className={styles.number}>{formatNaira(product.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.note}>Sales here are the lines&apos; prices, before discounts, tax, delivery and refunds.</p>
    </section>
  );
}
