import type { OrderAmounts } from "@/lib/pricing/order-amounts";
import { estimateLabel, type PickupPoint, type ShippingKind } from "@/lib/pricing/delivery";
import type { Quote } from "@/lib/pricing/pricing";
import { formatNaira } from "@/lib/money/naira";
import { TAX_RATE_LABEL } from "@/lib/vocabulary/tax";
import styles from "./checkout.module.css";

/** The lines of an order's money, from a quote or a placed order. */
export type SummaryTotals = Pick<Quote, "subtotal" | "bundleDiscount" | "promoDiscount" | "tax" | "shipping" | "total"> & {
  shippingMethod: SummaryDelivery | null;
  promo: { code: string; applied: boolean } | null;
};

/** The chosen method as the summary tells it: a quote's, or a placed order's (orders from before zones have only a name). */
export interface SummaryDelivery {
  name: string;
  kind?: ShippingKind;
  minDays?: number;
  maxDays?: number;
  /** The zone priced for; null before the shopper's state is known, and for pickup. */
  zone?: { name: string } | null;
  pickup?: PickupPoint | null;
  /** A quote's: the goods total from which delivery is free, and the price before it. */
  freeAbove?: number | null;
  listCost?: number;
}

/** A placed order's amounts in the summary's words. */
export function orderSummaryTotals(order: OrderAmounts): SummaryTotals {
  return {
    subtotal: order.itemsPrice,
    bundleDiscount: order.bundleDiscount,
    promoDiscount: order.promoDiscount,
    tax: order.taxPrice,
    shipping: order.shippingPrice,
    total: order.totalPrice,
    shippingMethod: order.shippingMethod
      ? {
          name: order.shippingMethod,
          ...(order.delivery
            ? { kind: order.delivery.kind, minDays: order.delivery.minDays, maxDays: order.delivery.maxDays, zone: order.delivery.zone ? { name: order.delivery.zone } : null, pickup: order.delivery.pickup }
            : {}),
        }
      : null,
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
      {totals?.shippingMethod ? <DeliveryNote delivery={totals.shippingMethod} charged={totals.shipping} /> : null}
      <div className={styles.grandTotal}>
        <dt>Total</dt>
        <dd data-testid="order-total">{value(totals?.total)}</dd>
      </div>
    </dl>
  );
}

/** Under the delivery line: when it arrives (and to which zone it was priced), where to collect it, or why it is free. */
function DeliveryNote({ delivery, charged }: { delivery: SummaryDelivery; charged: number }) {
  const { kind, minDays, maxDays, zone, pickup, freeAbove, listCost } = delivery;
  const estimate = minDays !== undefined && maxDays !== undefined ? estimateLabel({ kind, minDays, maxDays }) : null;
  const free = charged === 0 && (listCost ?? 0) > 0 && freeAbove !== null && freeAbove !== undefined;
  if (!estimate && !pickup && !free) return null;
  return (
    <div className={styles.deliveryNote}>
      <dt className="visually-hidden">Delivery details</dt>
      <dd>
        {estimate ? (
          <span data-testid="delivery-estimate">
            {estimate}
            {zone ? ` (${zone.name})` : kind === "pickup" ? "" : ", depending on your state"}
          </span>
        ) : null}
        {free ? <span data-testid="delivery-free">Free delivery on orders from {formatNaira(freeAbove)}</span> : null}
        {pickup ? (
          <span data-testid="pickup-point">
            Collect from {pickup.address}. Opening hours: {pickup.hours}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
