import Link from "next/link";
import checkoutStyles from "@/components/checkout/checkout.module.css";
import { OrderTotals } from "@/components/checkout/order-totals";
import type { PaymentDraft } from "@/lib/checkout/draft";
import { isNigerianState, STATE_LABELS } from "@/lib/vocabulary/nigerian-states";
import { formatNaira } from "@/lib/money/naira";
import styles from "./payment.module.css";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";

/** What is being paid for, at the prices the server kept with the checkout, and where it goes. */
export function PaymentSummary({ draft }: { draft: PaymentDraft }) {
  const { quote, contact } = draft;
  const pickup = quote.shippingMethod?.kind === "pickup";
  return (
    <aside className={`${checkoutStyles.panel} ${checkoutStyles.sticky}`} aria-labelledby="payment-summary-title" data-testid="payment-summary">
      <h2 id="payment-summary-title" className={checkoutStyles.panelTitle}>
        Order summary
      </h2>
      <ul className={checkoutStyles.lines} aria-label="Items in your order">
        {quote.lines.map((line) => (
          <li key={`${line.productId}/${line.sizeId}`} className={checkoutStyles.line} data-testid="payment-line">
            <div className={checkoutStyles.lineInfo} style={{ gridColumn: "1 / 3" }}>
              <p className="eyebrow">{line.brand}</p>
              <p className={checkoutStyles.lineName}>{nameWithSize(line.name, line.sizeLabel)}</p>
              <p className={checkoutStyles.meta}>
                {formatNaira(line.unitPrice)} × {line.quantity}
              </p>
              {line.stockWarning ? <p className={checkoutStyles.warning}>{line.stockWarning}</p> : null}
            </div>
            <p className={checkoutStyles.lineTotal}>{formatNaira(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals totals={quote} loading={false} />
      <div className={styles.shipTo}>
        <p className={styles.label}>{pickup ? "Collected by" : "Ship to"}</p>
        <strong>{contact.fullName}</strong>
        {pickup ? null : (
          <>
            <span>{contact.address}</span>
            <span>
              {contact.city}, {isNigerianState(contact.state) ? STATE_LABELS[contact.state] : contact.state}
              {contact.postalCode ? ` ${contact.postalCode}` : ""}
            </span>
          </>
        )}
        <span>{contact.email}</span>
        {contact.phoneNumber ? <span>{contact.phoneNumber}</span> : null}
        <Link href="/checkout">Change details</Link>
      </div>
    </aside>
  );
}
