import { DataTable, type Column } from "@/components/ui/data-table";
import type { ProductSales } from "@/lib/analytics/period-report";
import { formatNaira } from "@/lib/money/naira";
import styles from "./analytics.module.css";

type Ranking = "revenue" | "units";

// The list comes ranked by the server: the ranking column says so, with no link to sort again.
const columns = (by: Ranking): Column<ProductSales>[] => [
  { label: "Product", rowHeader: true, cell: (product) => product.name },
  { label: "Type", cell: (product) => product.type },
  { label: "Units", numeric: true, sort: by === "units" ? { direction: "descending" } : undefined, cell: (product) => product.units.toLocaleString("en-NG") },
  { label: "Sales", numeric: true, sort: by === "revenue" ? { direction: "descending" } : undefined, cell: (product) => formatNaira(product.sales) },
];

/** One best-seller list: the products of the period, first by what `by` says. */
export function BestSellers({ title, by, products, testId }: { title: string; by: Ranking; products: ProductSales[]; testId: string }) {
  const headingId = `${testId}-title`;
  return (
    <section aria-labelledby={headingId} className={styles.chart} data-testid={testId}>
      <h2 id={headingId} className={styles.chartTitle}>
        {title}
      </h2>
      <DataTable
        caption={title}
        look="plain"
        columns={columns(by)}
        rows={products}
        rowKey={(product) => product.productId}
        rowAttributes={() => ({ "data-testid": "best-seller" })}
        empty="Nothing sold in this period."
      />
      <p className={styles.note}>Sales here are the lines&apos; prices, before discounts, tax, delivery and refunds.</p>
    </section>
  );
}
