import type { OrderAmounts } from "@/lib/pricing/order-amounts";
import type { Quote } from "@/lib/pricing/pricing";
import { formatNaira } from "@/lib/money/naira";
import { TAX_RATE_LABEL } from "@/lib/vocabulary/tax";
import styles from "./checkout.module.css";

/** The lines of an order's money, from a quote or a placed order. */
export type SummaryTotals = Pick<Quote, "subtotal" | "bundleDiscount" | "promoDiscount" | "tax" | "shipping" | "total"> & {
  shippingMethod: { name: string } | null;
  promo: { code: string; applied: boolean } | null;
};

/** A placed order's amounts in the summary's words. */
export function orderSummaryTotals(order: OrderAmounts): SummaryTotals {
  return {
    subtotal: order.itemsPrice,
    bundleDiscount: order.bundleDiscount,
    promoDiscount: order.promoDiscount,
    tax: order.taxPrice,
    shipping: order.shippingPrice,
    total: order.totalPrice,
    shippingMethod: order.shippingMethod ? { name: order.shippingMethod } : null,
    promo: order.promoCode ? { code: order.promoCode, applied: true } : null,
  };
}

/**
 * Subtotal, bundle saving (when the whole bundle is in the cart), the promotion code's discount,
 * tax, delivery and total, as the server priced them.
 */
export function OrderTotals({ totals, loading }: { totals: SummaryTotals | null; loading: boolean }) {
  const value = (amount: number | undefined) => (amount === undefined ? "…" : formatNaira(amount));
  return (
    <dl className={styles.totals} aria-busy={loading} data-testid="order-totals">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="order-subtotal">{value(totals?.subtotal)}</dd>
      </div>
      {totals && totals.bundleDiscount > 0 ? (
        <div className={styles.saving}>
          <dt>Bundle discount</dt>
          <dd data-testid="order-bundle-discount">−{formatNaira(totals.bundleDiscount)}</dd>
        </div>
      ) : null}
      {totals && totals.promoDiscount > 0 ? (
        <div className={styles.saving}>
          <dt>Promo code{totals.promo ? ` ${totals.promo.code}` : ""}</dt>
          <dd data-testid="order-promo-discount">−{formatNaira(totals.promoDiscount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Tax ({TAX_RATE_LABEL})</dt>
        <dd data-testid="order-tax">{value(totals?.tax)}</dd>
      </div>
      <div>
        <dt>Delivery{totals?.shippingMethod ? ` (${totals.shippingMethod.name})` : ""}</dt>
        <dd data-testid="order-delivery">{value(totals?.shipping)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>Total</dt>
        <dd data-testid="order-total">{value(totals?.total)}</dd>
      </div>
    </dl>
  );
}
