"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CartEmpty } from "@/components/cart/cart-empty";
import { useCart } from "@/components/cart/cart-provider";
import { LineControls } from "@/components/cart/line-controls";
import { ProductImage } from "@/components/catalog/product-image";
import { responsiveImage } from "@/lib/images/photo-variants";
import { cartLineKey, cartLineRequest, type CartItem } from "@/lib/cart/cart-item";
import type { QuoteLine } from "@/lib/pricing/pricing";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { formatNaira } from "@/lib/money/naira";
import { deliveryOffers, type DeliverySettingsLike } from "@/lib/pricing/delivery";
import { addressValuesOf } from "./address-fields";
import { CheckoutLoading } from "./checkout-loading";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { EMPTY_SHIPPING_FORM, saveShipping, useSavedShipping, type ShippingFormValues } from "./checkout-storage";
import { DeliveryOptions } from "./delivery-options";
import { OrderTotals } from "./order-totals";
import { PromoCodeField } from "./promo-code-field";
import { ShippingForm } from "./shipping-form";
import { useAccountAddresses } from "./use-account-addresses";
import { useQuote } from "./use-quote";
import styles from "./checkout.module.css";

/**
 * The checkout: the shipping form, and the summary whose delivery methods and prices follow the
 * state chosen in the form (the owner's zones, worked out here only to list them; the server's
 * quote prices the order).
 */
export function CheckoutForm({ delivery }: { delivery: DeliverySettingsLike }) {
  const router = useRouter();
  const { items, ready } = useCart();
  const saved = useSavedShipping();
  const account = useAccountAddresses();
  const [shippingMethodId, setShippingMethodId] = useState(delivery.shippingMethods[0]?.id ?? "");
  const [promoCode, setPromoCode] = useState("");
  // The state the form starts with (a saved address's), until the shopper chooses one.
  const [chosenState, setChosenState] = useState<string | null>(null);
  const state = chosenState ?? account.addresses?.find((address) => address.isDefault)?.state ?? saved?.state ?? "";
  const offers = deliveryOffers(delivery, state || null);
  // A method the new state is not served by gives way to the first one that is.
  const chosen = offers.find((offer) => offer.id === shippingMethodId) ?? offers[0];
  const notOffered = delivery.shippingMethods.filter((method) => !offers.some((offer) => offer.id === method.id)).map((method) => method.name);
  const { quote, loading, failed } = useQuote(items, { shippingMethodId: chosen?.id ?? "", promoCode, state });
  const [sending, setSending] = useState<{ failure: string | null } | null>(null);

  if (!ready || saved === undefined || account.addresses === undefined) {
    return <CheckoutLoading label="Loading checkout" />;
  }
  if (items.length === 0) return <CartEmpty />;

  // Signed in, the default saved address fills the form; the e-mail comes from this device's saved details, else the account.
  const savedAddresses = account.addresses;
  const preferred = savedAddresses.find((address) => address.isDefault) ?? null;
  const base = saved ?? EMPTY_SHIPPING_FORM;
  const initial = { ...base, ...(preferred ? addressValuesOf(preferred) : {}), email: base.email || account.email || "" };

  // A line from before sizes names none: the server priced it in the product's first size.
  const lineFor = (item: CartItem): QuoteLine | undefined => quote?.lines.find((line) => line.productId === item._id && (!item.sizeId || line.sizeId === item.sizeId));
  const short = quote ? quote.lines.filter((line) => line.stockWarning) : [];
  // Only the line whose product or size is gone: another size of the same product still sells.
  const isGone = (item: CartItem) => quote?.unavailable.some((line) => line.productId === item._id && line.sizeId === (item.sizeId ?? null)) ?? false;
  const unavailable = items.filter(isGone);
  const blocked =
    unavailable.length > 0
      ? { message: "Some items are no longer sold. Remove them to continue.", tone: "danger" as const }
      : short.length > 0
        ? { message: "Some items are short of stock. Lower the quantity or remove them to continue.", tone: "danger" as const }
        : failed
          ? { message: "We could not check prices just now. Please try again in a moment.", tone: "danger" as const }
          : sending?.failure
            ? { message: sending.failure, tone: "danger" as const }
            : loading || !quote || sending
              ? { message: sending ? "Saving your details…" : "Checking prices and stock…", tone: "note" as const }
              : null;

  /** The checkout goes to the server with the address; the payment page shows what the server kept. */
  async function proceed(values: ShippingFormValues, saveDetails: boolean) {
    if (!quote) return;
    saveShipping(saveDetails ? values : null);
    setSending({ failure: null });
    try {
      await apiRequest("/checkout/draft", {
        method: "PUT",
        body: {
          items: items.map(cartLineRequest),
          orderDetails: { shippingMethodId: chosen?.id ?? "", ...(quote.promo?.applied ? { promoCode: quote.promo.code } : {}) },
          contact: values,
        },
        timeoutMs: 10_000,
      });
      router.push("/payment");
    } catch (error) {
      setSending({ failure: error instanceof ApiError ? error.message : "We could not save your details. Please try again." });
    }
  }

  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby="shipping-title">
        <h2 id="shipping-title" className={styles.panelTitle}>
          Shipping details
        </h2>
        <ShippingForm
          initial={initial}
          savedAddresses={savedAddresses}
          initialAddressId={preferred?.id ?? null}
          initialSave={saved !== null}
          blocked={blocked}
          pickup={chosen?.kind === "pickup" ? chosen.pickup : null}
          onStateChange={setChosenState}
          onSubmit={proceed}
        />
      </section>

      <aside className={`${styles.panel} ${styles.sticky}`} aria-labelledby="summary-title" data-testid="checkout-summary">
        <h2 id="summary-title" className={styles.panelTitle}>
          Order summary
        </h2>
        <ul className={styles.lines} aria-label="Items in your order">
          {items.map((item) => {
            const line = lineFor(item);
            const gone = isGone(item);
            return (
              <li key={cartLineKey(item)} className={styles.line} data-testid="checkout-line" data-product-id={item._id}>
                <div className={styles.thumb}>
                  <ProductImage image={responsiveImage(item.image)} alt="" width={64} height={80} sizes="64px" />
                </div>
                <div className={styles.lineInfo}>
                  <p className="eyebrow">{item.brand}</p>
                  <p className={styles.lineName}>{nameWithSize(item.name, item.sizeLabel)}</p>
                  <p className={styles.meta}>
                    {line?.promoActive ? <span className={styles.strike}>{formatNaira(line.price)}</span> : null}
                    {formatNaira(line?.unitPrice ?? item.price)} × {item.quantity}
                  </p>
                  <LineControls
                    item={item}
                    max={Math.max(line?.stock ?? item.stock, item.quantity, 1)}
                    testId="checkout-line"
                    className={styles.lineControls}
                  />
                  <div role="status" aria-live="polite">
                    {gone ? (
                      <p className={styles.danger}>No longer available</p>
                    ) : line?.stockWarning ? (
                      <p className={styles.warning} data-testid="checkout-stock-warning">
                        {line.stockWarning}
                      </p>
                    ) : null}
                  </div>
                </div>
                <p className={styles.lineTotal}>{line ? formatNaira(line.lineTotal) : "…"}</p>
              </li>
            );
          })}
        </ul>
        <DeliveryOptions offers={offers} state={state} unavailable={notOffered} chosen={chosen?.id ?? ""} onChoose={setShippingMethodId} />
        <PromoCodeField code={promoCode} result={loading ? null : (quote?.promo ?? null)} onApply={setPromoCode} />
        <OrderTotals totals={quote} loading={loading} />
        <p className={styles.note}>Prices, bundle savings, promo codes, tax and delivery are worked out by our server from today&apos;s prices.</p>
      </aside>
    </div>
  );
}
