import Link from "next/link";
import type { CheckoutData } from "@/components/checkout/checkout-storage";
import checkoutStyles from "@/components/checkout/checkout.module.css";
import { OrderTotals, type SummaryTotals } from "@/components/checkout/order-totals";
import type { Quote } from "@/lib/pricing/pricing";
import { STATE_LABELS, isNigerianState } from "@/lib/vocabulary/nigerian-states";
import { formatNaira } from "@/lib/money/naira";
import styles from "./payment.module.css";

interface PaymentSummaryProps {
  checkout: CheckoutData;
  quote: Quote | null;
  totals: SummaryTotals;
  pricing: boolean;
}

/** What is being paid for, at the server's prices, and where it goes. */
export function PaymentSummary({ checkout, quote, totals, pricing }: PaymentSummaryProps) {
  const { form } = checkout;
  const stateLabel = isNigerianState(form.state) ? STATE_LABELS[form.state] : form.state;
  return (
    <aside className={`${checkoutStyles.panel} ${checkoutStyles.sticky}`} aria-labelledby="payment-summary-title" data-testid="payment-summary">
      <h2 id="payment-summary-title" className={checkoutStyles.panelTitle}>
        Order summary
      </h2>
      <ul className={checkoutStyles.lines} aria-label="Items in your order">
        {checkout.items.map((item) => {
          const line = quote?.lines.find((candidate) => candidate.productId === item._id);
          return (
            <li key={item._id} className={checkoutStyles.line} data-testid="payment-line">
              <div className={checkoutStyles.lineInfo} style={{ gridColumn: "1 / 3" }}>
                <p className="eyebrow">{item.brand}</p>
                <p className={checkoutStyles.lineName}>{item.name}</p>
                <p className={checkoutStyles.meta}>
                  {formatNaira(line?.unitPrice ?? item.price)} × {item.quantity}
                </p>
                {line?.stockWarning ? <p className={checkoutStyles.warning}>{line.stockWarning}</p> : null}
              </div>
              <p className={checkoutStyles.lineTotal}>{formatNaira(line?.lineTotal ?? item.price * item.quantity)}</p>
            </li>
          );
        })}
      </ul>
      <OrderTotals totals={totals} loading={pricing} />
      <div className={styles.shipTo}>
        <p className={styles.label}>Ship to</p>
        <strong>{form.fullName}</strong>
        <span>{form.address}</span>
        <span>
          {form.city}, {stateLabel}
          {form.postalCode ? ` ${form.postalCode}` : ""}
        </span>
        <span>{form.email}</span>
        {form.phoneNumber ? <span>{form.phoneNumber}</span> : null}
        <Link href="/checkout">Change details</Link>
      </div>
    </aside>
  );
}
