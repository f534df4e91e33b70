import Link from "next/link";
import type { ReactNode } from "react";
import { formatAdminDate } from "@/lib/admin/admin-time";
import { formatNaira } from "@/lib/money/naira";
import type { OrderDocument } from "@/lib/orders/order-documents";
import type { ShopDetails } from "@/lib/settings/schemas";
import { PAYMENT_METHOD, PAYMENT_STATE, OUTSIDE_PAYMENT } from "@/lib/vocabulary/order-statuses";
import { TAX_RATE_LABEL } from "@/lib/vocabulary/tax";
import { DataTable, type Column } from "@/components/ui/data-table";
import { PrintButton } from "./print-button";
import styles from "./order-documents.module.css";

function ShopBlock({ shop }: { shop: ShopDetails }) {
  return (
    <address className={styles.shop} data-testid="document-shop">
      <strong className={styles.shopName}>{shop.name}</strong>
      {shop.address ? <span>{shop.address}</span> : null}
      {shop.email ? <span>{shop.email}</span> : null}
      {shop.phone ? <span>{shop.phone}</span> : null}
      {shop.taxId ? <span>TIN {shop.taxId}</span> : null}
    </address>
  );
}

function ShipTo({ order }: OrderDocument) {
  return (
    <address className={styles.party}>
      <span className={styles.partyLabel}>{order.delivery?.kind === "pickup" ? "Collected by" : "Deliver to"}</span>
      <strong>{order.shipping.fullName}</strong>
      {order.delivery?.kind === "pickup" ? null : (
        <span>
          {[order.shipping.address, order.shipping.city, order.shipping.state, order.shipping.postalCode].filter(Boolean).join(", ")}
        </span>
      )}
      {order.shipping.phoneNumber ? <span>{order.shipping.phoneNumber}</span> : null}
      <span>{order.email}</span>
    </address>
  );
}

/** The frame both documents share: the way back and the print button (left off the paper), the shop, the title and the order's facts. */
function DocumentFrame({ document, title, printLabel, facts, testId, children }: { document: OrderDocument; title: string; printLabel: string; facts: [string, string][]; testId: string; children: ReactNode }) {
  const { order, shop } = document;
  return (
    <>
      <div className={styles.toolbar}>
        <Link href={`/admin/orders/${order.orderNumber}`}>← Order {order.orderNumber}</Link>
        <PrintButton label={printLabel} />
      </div>
      <article className={styles.document} data-testid={testId} aria-label={`${title} ${order.orderNumber}`}>
        <header className={styles.head}>
          <ShopBlock shop={shop} />
          <div className={styles.title}>
            <h1>{title}</h1>
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </header>
        <ShipTo {...document} />
        {children}
      </article>
    </>
  );
}

const describeSize = (label: string) => label || "One size";

type DocumentLine = OrderDocument["order"]["orderItems"][number];

const LINE_COLUMNS: Column<DocumentLine>[] = [
  { label: "Item", cell: (item) => `${item.brand} ${item.name}`.trim() },
  { label: "Size", cell: (item) => describeSize(item.sizeLabel) },
  { label: "SKU", cell: (item) => item.sku || "—" },
  { label: "Qty", numeric: true, cell: (item) => item.quantity },
];

const INVOICE_COLUMNS: Column<DocumentLine>[] = [
  ...LINE_COLUMNS,
  { label: "Unit price", numeric: true, cell: (item) => formatNaira(item.price) },
  { label: "Amount", numeric: true, cell: (item) => formatNaira(item.price * item.quantity) },
];

const PACKING_COLUMNS: Column<DocumentLine>[] = [{ label: "Packed", className: styles.tick, cell: () => <span className={styles.box} aria-hidden="true" /> }, ...LINE_COLUMNS];

const lineId = (item: DocumentLine) => item._id;

/** A draft order's custom lines (gift wrap, engraving) as invoice lines: no size, no SKU. */
const customDocumentLines = (lines: OrderDocument["order"]["customLines"]): DocumentLine[] =>
  lines.map((line, index) => ({ _id: `custom-${index}`, brand: "", name: line.label, sizeLabel: "", sku: "", type: "", quantity: line.quantity, restockable: 0, price: line.price }));
const INVOICE_LINE = { "data-testid": "invoice-line" };
const PACKING_LINE = { "data-testid": "packing-line" };

function paymentLine({ order }: OrderDocument): string {
  const how = order.paymentMethod === PAYMENT_METHOD.bank ? "bank transfer" : order.paymentMethod === OUTSIDE_PAYMENT ? "the shop" : "card";
  if (order.paymentState === PAYMENT_STATE.paid) return `Paid by ${how}${order.paidAt ? ` on ${formatAdminDate(order.paidAt)}` : ""}`;
  return order.paymentMethod === PAYMENT_METHOD.bank ? "Awaiting bank transfer" : "Not paid";
}

/** The order's invoice: the shop, the buyer, each line with its size, the amounts with the VAT line, and how it was paid. */
export function Invoice({ document }: { document: OrderDocument }) {
  const { order, shop } = document;
  const rows: [string, string, string?][] = [
    ["Subtotal", formatNaira(order.itemsPrice)],
    ...(order.bundleDiscount > 0 ? [["Bundle discount", `−${formatNaira(order.bundleDiscount)}`] as [string, string]] : []),
    ...(order.promoDiscount > 0 ? [[`Promotion ${order.promoCode ?? ""}`.trim(), `−${formatNaira(order.promoDiscount)}`] as [string, string]] : []),
    ...(order.ownerDiscount ? [[`Discount (${order.ownerDiscount.reason})`, `−${formatNaira(order.ownerDiscount.amount)}`, "invoice-discount"] as [string, string, string]] : []),
    [`VAT (${TAX_RATE_LABEL})`, formatNaira(order.taxPrice), "invoice-vat"],
    [`Delivery${order.shippingMethod ? ` (${order.shippingMethod})` : ""}`, formatNaira(order.shippingPrice)],
  ];
  return (
    <DocumentFrame
      document={document}
      title="Invoice"
      printLabel="Print invoice"
      testId="invoice"
      facts={[
        ["Order", order.orderNumber],
        ["Date", formatAdminDate(order.paidAt ?? order.createdAt)],
        ["Payment", paymentLine(document)],
      ]}
    >
      <DataTable look="document" caption={`Items on order ${order.orderNumber}`} columns={INVOICE_COLUMNS} rows={[...order.orderItems, ...customDocumentLines(order.customLines)]} rowKey={lineId} rowAttributes={() => INVOICE_LINE} empty="No items." />
      <dl className={styles.totals}>
        {rows.map(([label, value, testId]) => (
          <div key={label} data-testid={testId}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.grandTotal} data-testid="invoice-total">
          <dt>Total</dt>
          <dd>{formatNaira(order.totalPrice)}</dd>
        </div>
        {order.refundedTotal > 0 ? (
          <div data-testid="invoice-refunded">
            <dt>{order.refundLabel ?? "Refunded"}</dt>
            <dd>−{formatNaira(order.refundedTotal)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.footnote}>
        Amounts in naira. VAT is {TAX_RATE_LABEL} of the subtotal{shop.taxId ? `, charged by ${shop.name} (TIN ${shop.taxId})` : ""}. Thank you for shopping with {shop.name}.
      </p>
    </DocumentFrame>
  );
}

/** The packing slip: what goes in the parcel, by size and SKU, with a box to tick per line; no prices. */
export function PackingSlip({ document }: { document: OrderDocument }) {
  const { order } = document;
  const units = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <DocumentFrame
      document={document}
      title="Packing slip"
      printLabel="Print packing slip"
      testId="packing-slip"
      facts={[
        ["Order", order.orderNumber],
        ["Placed", formatAdminDate(order.createdAt)],
        ["Delivery", order.shippingMethod || "—"],
      ]}
    >
      <DataTable look="document" caption={`What to pack for order ${order.orderNumber}`} columns={PACKING_COLUMNS} rows={order.orderItems} rowKey={lineId} rowAttributes={() => PACKING_LINE} empty="No items." />
      <p className={styles.footnote} data-testid="packing-count">
        {units} {units === 1 ? "unit" : "units"} in {order.orderItems.length} {order.orderItems.length === 1 ? "line" : "lines"}.
      </p>
    </DocumentFrame>
  );
}
