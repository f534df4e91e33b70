import { DataTable, type Column } from "@/components/ui/data-table";
import type { DraftOrderView } from "@/lib/checkout/draft-orders";
import { formatNaira } from "@/lib/money/naira";
import { SALES_CHANNEL_LABELS } from "@/lib/vocabulary/sales-channels";
import styles from "./draft-orders.module.css";

type Row = { key: string; item: string; quantity: number; unitPrice: number; total: number };

const COLUMNS: readonly Column<Row>[] = [
  { label: "Item", cell: (row) => row.item, rowHeader: true },
  { label: "Quantity", cell: (row) => row.quantity, numeric: true },
  { label: "Unit price", cell: (row) => formatNaira(row.unitPrice), numeric: true },
  { label: "Total", cell: (row) => formatNaira(row.total), numeric: true },
];

/** What a draft holds and what it costs now (a link's total is fixed when it is made). */
export function DraftOrderSummary({ draft }: { draft: DraftOrderView }) {
  const rows: Row[] = [
    ...draft.lines.map((line) => ({ key: line.sizeId ?? line.productId, item: `${line.brand} ${line.name}${line.sizeLabel ? ` ${line.sizeLabel}` : ""}${line.sku ? ` (${line.sku})` : ""}`, quantity: line.quantity, unitPrice: line.unitPrice, total: line.lineTotal })),
    ...draft.customLines.map((line, index) => ({ key: `custom-${index}`, item: line.label, quantity: line.quantity, unitPrice: line.price, total: line.price * line.quantity })),
  ];
  const { totals } = draft;
  return (
    <section className={styles.section} aria-label="Draft" data-testid="draft-summary" data-channel={draft.channel}>
      <p>
        {SALES_CHANNEL_LABELS[draft.channel]} · {draft.customer.name} · {draft.customer.phone}
        {draft.customer.email ? ` · ${draft.customer.email}` : ""}
      </p>
      <DataTable caption="Items" columns={COLUMNS} rows={rows} rowKey={(row) => row.key} empty="No items" />
      {draft.unavailable > 0 ? <p role="alert">A product or size in this draft is no longer sold.</p> : null}
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatNaira(totals.subtotal)}</dd>
        {totals.bundleDiscount > 0 ? (
          <>
            <dt>Bundle discount</dt>
            <dd>-{formatNaira(totals.bundleDiscount)}</dd>
          </>
        ) : null}
        {draft.discount ? (
          <>
            <dt>Discount ({draft.discount.reason})</dt>
            <dd>-{formatNaira(totals.discount)}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd>{formatNaira(totals.tax)}</dd>
        <dt>Delivery ({draft.delivery.name})</dt>
        <dd>{formatNaira(totals.delivery)}</dd>
        <dt>Total</dt>
        <dd data-testid="draft-total">{formatNaira(draft.link?.amount ?? totals.total)}</dd>
      </dl>
      {draft.note ? <p className={styles.muted}>{draft.note}</p> : null}
    </section>
  );
}
