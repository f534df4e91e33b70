import { formatAdminDate } from "@/lib/admin/admin-time";
import type { AbandonedCheckoutRow } from "@/lib/checkout/abandoned-checkout-list";
import { formatNaira } from "@/lib/money/naira";
import { DataTable, type Column } from "@/components/ui/data-table";

const COLUMNS: Column<AbandonedCheckoutRow>[] = [
  { label: "Left", cell: (row) => formatAdminDate(row.abandonedAt) },
  {
    label: "Shopper",
    rowHeader: true,
    cell: (row) => (
      <>
        {row.name}
        <br />
        {row.email}
      </>
    ),
  },
  { label: "Items", cell: (row) => row.items },
  { label: "Value", numeric: true, cell: (row) => formatNaira(row.value) },
  { label: "Reminded", testId: "abandoned-reminded", cell: (row) => (row.suppressed ?? (row.reminders === 0 ? "Not yet" : row.reminders === 1 ? "Once" : "Twice")) },
  { label: "Recovered", testId: "abandoned-recovered", cell: (row) => (row.recovered ? `${row.recovered.orderNumber} (${formatNaira(row.recovered.total)})` : "No") },
];

const rowKey = (row: AbandonedCheckoutRow) => row.id;
const rowAttributes = (row: AbandonedCheckoutRow) => ({ "data-testid": "abandoned-row", "data-email": row.email });

/** The checkouts shoppers left with an e-mail: when, who, what, its value, the reminders and whether it came back as an order. */
export function AbandonedCheckoutList({ rows }: { rows: AbandonedCheckoutRow[] }) {
  return (
    <DataTable
      caption="Abandoned checkouts"
      columns={COLUMNS}
      rows={rows}
      rowKey={rowKey}
      rowAttributes={rowAttributes}
      empty="No abandoned checkouts yet."
      emptyTestId="abandoned-empty"
      testId="abandoned-list"
    />
  );
}
