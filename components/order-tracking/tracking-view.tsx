"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ProductImage } from "@/components/catalog/product-image";
import { responsiveImage } from "@/lib/images/photo-variants";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { OrderTotals, orderSummaryTotals } from "@/components/checkout/order-totals";
import { formatNaira } from "@/lib/money/naira";
import { formatPaymentDeadline } from "@/lib/calendar/payment-deadline";
import { ORDER_NOT_FOUND, type TrackedOrder } from "@/lib/orders/tracked-order";
import { ORDER_NUMBER_EXAMPLE } from "@/lib/vocabulary/order-number";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { ShippingPanel } from "./shipping-panel";
import type { TrackingField } from "./tracking-checks";
import { StatusTimeline } from "./status-timeline";
import styles from "./tracking.module.css";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";

type Field = TrackingField;
const FIELDS: readonly Field[] = ["orderNumber", "email"];
const trackingChecks = () => import("./tracking-checks");
const loadCheck = () => trackingChecks().then((checks) => checks.trackingFieldError);
const idFor = (field: Field) => `tracking-${field}`;

export const TRACKING_MESSAGES = {
  notFound: "Order not found. Please check your Order ID and/or email.",
  failed: "An error occurred while tracking your order. Please try again later.",
} as const;

export function TrackingView({ initialId }: { initialId: string }) {
  const router = useRouter();
  const { values, errors, edit, validateLoaded } = useFormFields<Field>({
    initial: { orderNumber: initialId, email: "" },
    fields: FIELDS,
    idFor,
    loadCheck,
  });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const [trackedEmail, setTrackedEmail] = useState("");
  // Only the id the page was opened with is tracked on arrival; later URL changes come from this form.
  const [arrivalId] = useState(initialId);
  const autoTracked = useRef(false);
  const latest = useRef(0);

  async function track(orderNumber: string, email: string) {
    const attempt = ++latest.current;
    setLoading(true);
    setFailure(null);
    const query = new URLSearchParams({ orderNumber });
    if (email) query.set("email", email);
    try {
      const found = await apiRequest<TrackedOrder>(`/orders/track?${query}`, { timeoutMs: 10_000 });
      if (attempt !== latest.current) return;
      setOrder(found);
      setTrackedEmail(email);
    } catch (error) {
      if (attempt !== latest.current) return;
      setOrder(null);
      setFailure(error instanceof ApiError && error.reason === ORDER_NOT_FOUND ? TRACKING_MESSAGES.notFound : TRACKING_MESSAGES.failed);
    } finally {
      if (attempt === latest.current) setLoading(false);
    }
  }

  useEffect(() => {
    if (autoTracked.current || !arrivalId) return;
    autoTracked.current = true;
    void trackingChecks().then(({ trackingFieldError }) => {
      if (!trackingFieldError("orderNumber", { orderNumber: arrivalId, email: "" })) void track(arrivalId.trim(), "");
    });
  }, [arrivalId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await validateLoaded())) return;
    const orderNumber = values.orderNumber.trim();
    router.replace(`/order-tracking?id=${encodeURIComponent(orderNumber)}`, { scroll: false });
    void track(orderNumber, values.email.trim());
  }

  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby="tracking-form-title">
        <h2 id="tracking-form-title" className="visually-hidden">
          Find your order
        </h2>
        <form className={styles.form} onSubmit={submit} noValidate data-testid="tracking-form">
          <FormField id={idFor("orderNumber")} label="Order ID" error={errors.orderNumber} errorTestId="tracking-order-id-error">
            {(control) => (
              <input
                {...control}
                value={values.orderNumber}
                placeholder={ORDER_NUMBER_EXAMPLE}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(event) => edit("orderNumber", event.target.value)}
                data-testid="tracking-order-id"
              />
            )}
          </FormField>
          <FormField id={idFor("email")} label="Email" optional error={errors.email}>
            {(control) => (
              <input {...control} type="email" value={values.email} autoComplete="email" onChange={(event) => edit("email", event.target.value)} data-testid="tracking-email" />
            )}
          </FormField>
          <button type="submit" className={`${buttonClass("primary")} ${styles.submit}`} disabled={loading} data-testid="tracking-submit">
            {loading ? "Tracking..." : "Track order"}
          </button>
        </form>
        {failure ? (
          <div className={styles.failure} role="alert" data-testid="tracking-error">
            <p>{failure}</p>
            <Link href="/contact-us">Contact Support</Link>
          </div>
        ) : null}
      </section>

      {order ? <TrackedOrderDetails key={`${order.orderNumber}:${trackedEmail}`} order={order} email={trackedEmail} onUpdated={setOrder} /> : null}
    </div>
  );
}

function TrackedOrderDetails({ order, email, onUpdated }: { order: TrackedOrder; email: string; onUpdated(order: TrackedOrder): void }) {
  return (
    <>
      <section className={styles.panel} aria-labelledby="order-details-title" data-testid="tracking-details">
        <h2 id="order-details-title" className={styles.panelTitle}>
          Order details
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Order ID</dt>
            <dd data-testid="tracking-order-number">{order.orderNumber}</dd>
          </div>
          <div>
            <dt>Placed on</dt>
            <dd>{new Date(order.createdAt).toLocaleDateString("en-NG", { dateStyle: "long" })}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd className={styles.status} data-testid="tracking-status">
              {order.status}
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd data-testid="tracking-total">{formatNaira(order.totalPrice)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>
              {order.paymentMethod === "card" ? "Card" : "Bank transfer"} · {order.paid ? "Paid" : "Awaiting payment"}
              {order.refund ? <span data-testid="tracking-refund">{` · ${order.refund.label} ${formatNaira(order.refund.amount)}`}</span> : null}
            </dd>
          </div>
        </dl>
        {order.status === ORDER_STATUS.cancelled ? (
          <p className={styles.cancelled} data-testid="tracking-cancelled">
            This order was cancelled.
          </p>
        ) : (
          <StatusTimeline status={order.status} />
        )}
        {order.bankAccount ? (
          <p className={styles.note} data-testid="tracking-transfer">
            Transfer {formatNaira(order.totalPrice)} to {order.bankAccount.bankName} {order.bankAccount.accountNumber} ({order.bankAccount.accountName}), using{" "}
            {order.orderNumber} as the reference.
            {order.payBy ? (
              <>
                {" "}
                Please pay by <strong data-testid="tracking-pay-by">{formatPaymentDeadline(order.payBy)}</strong>; after that the order is cancelled.
              </>
            ) : null}
          </p>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.panelTitle}>
          Items
        </h2>
        <ul className={styles.items} data-testid="tracking-items">
          {order.orderItems.map((item) => (
            <li key={item._id} className={styles.item} data-testid="tracking-item">
              <div className={styles.thumb}>
                <ProductImage image={responsiveImage(item.image)} alt="" width={64} height={80} sizes="64px" />
              </div>
              <div>
                <p className="eyebrow">{item.brand}</p>
                <p className={styles.itemName}>{nameWithSize(item.name, item.sizeLabel)}</p>
                <p className={styles.meta}>
                  {item.type} · {formatNaira(item.price)} × {item.quantity}
                </p>
              </div>
              <p className={styles.amount}>{formatNaira(item.price * item.quantity)}</p>
            </li>
          ))}
        </ul>
        <OrderTotals totals={orderSummaryTotals(order)} loading={false} />
      </section>

      <ShippingPanel order={order} email={email} onUpdated={onUpdated} />
    </>
  );
}
