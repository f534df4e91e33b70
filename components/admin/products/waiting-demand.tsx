import { DataTable, type Column } from "@/components/ui/data-table";
import type { WaitingSize } from "@/lib/back-in-stock/requests";

const COLUMNS: Column<WaitingSize>[] = [
  { label: "Product", rowHeader: true, cell: (row) => <a href={`/admin/products/${row.productId}`}>{row.product}</a> },
  { label: "Size", cell: (row) => row.size },
  { label: "In stock", numeric: true, cell: (row) => row.stock },
  { label: "Waiting", numeric: true, testId: "waiting-count", cell: (row) => row.waiting },
];

/** The sizes shoppers asked to hear about when they come back, and how many wait for each: restocking these sells at once. */
export function WaitingDemand({ sizes, title = "Shoppers waiting for sizes to come back" }: { sizes: WaitingSize[]; title?: string }) {
  if (sizes.length === 0) return null;
  return (
    <section aria-label={title} data-testid="waiting-demand">
      <DataTable
        caption={title}
        showCaption
        columns={COLUMNS}
        rows={sizes}
        rowKey={(row) => `${row.productId}/${row.size}`}
        rowAttributes={(row) => ({ "data-testid": "waiting-size", "data-size": row.size })}
        empty=""
        look="plain"
      />
    </section>
  );
}
