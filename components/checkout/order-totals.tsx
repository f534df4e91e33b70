import type { Quote } from "@/lib/pricing/pricing";
import { formatNaira } from "@/lib/money/naira";
import { TAX_RATE_LABEL } from "@/lib/vocabulary/tax";
import styles from "./checkout.module.css";

/** Subtotal, bundle saving (when the whole bundle is in the cart), tax and total, as the server priced them. */
export function OrderTotals({ quote, loading }: { quote: Pick<Quote, "subtotal" | "bundleDiscount" | "tax" | "total"> | null; loading: boolean }) {
  const value = (amount: number | undefined) => (amount === undefined ? "…" : formatNaira(amount));
  return (
    <dl className={styles.totals} aria-busy={loading} data-testid="order-totals">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="order-subtotal">{value(quote?.subtotal)}</dd>
      </div>
      {quote && quote.bundleDiscount > 0 ? (
        <div className={styles.saving}>
          <dt>Bundle discount</dt>
          <dd data-testid="order-bundle-discount">−{formatNaira(quote.bundleDiscount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Tax ({TAX_RATE_LABEL})</dt>
        <dd data-testid="order-tax">{value(quote?.tax)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>Total</dt>
        <dd data-testid="order-total">{value(quote?.total)}</dd>
      </div>
    </dl>
  );
}
