"use client";

import { ProductImage } from "@/components/catalog/product-image";
import { OrderTotals, orderSummaryTotals } from "@/components/checkout/order-totals";
import { formatPaymentDeadline } from "@/lib/calendar/payment-deadline";
import { responsiveImage } from "@/lib/images/photo-variants";
import { formatNaira } from "@/lib/money/naira";
import type { TrackedOrder, TrackingAnswer } from "@/lib/orders/tracked-order";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { ShippingPanel } from "./shipping-panel";
import { OrderDetailsPanel, TrackedProgressDetails } from "./order-progress";
import styles from "./tracking.module.css";

/** A found order: its progress to anyone with the number; to its buyer also the transfer details, items and totals, and its shipping address. */
export function TrackedOrderDetails({ order, email, onUpdated }: { order: TrackingAnswer; email: string; onUpdated(order: TrackedOrder): void }) {
  if (!order.ownerVerified) return <TrackedProgressDetails order={order} />;
  return (
    <>
      <OrderDetailsPanel
        order={order}
        facts={
          <>
          <div>
            <dt>Total</dt>
            <dd data-testid="tracking-total">{formatNaira(order.totalPrice)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>
              <span data-testid="tracking-payment">
                {order.paymentMethod === PAYMENT_METHOD.card ? "Card" : order.paymentMethod === PAYMENT_METHOD.onDelivery ? "Pay on delivery" : "Bank transfer"} ·{" "}
                {order.paid ? "Paid" : order.paymentMethod === PAYMENT_METHOD.onDelivery ? "You pay when it arrives" : "Awaiting payment"}
              </span>
              {order.refund ? <span data-testid="tracking-refund">{` · ${order.refund.label} ${formatNaira(order.refund.amount)}`}</span> : null}
            </dd>
          </div>
          </>
        }
      >
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
      </OrderDetailsPanel>

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
