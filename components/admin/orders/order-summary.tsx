import { formatAdminDate } from "@/lib/admin/admin-time";
import { formatNaira } from "@/lib/money/naira";
import type { AdminOrderSummary } from "@/lib/orders/admin-orders";
import { formatTimeLeft } from "@/lib/calendar/payment-deadline";
import { ORDER_PAYMENT_METHOD_LABELS, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { SALES_CHANNEL_LABELS } from "@/lib/vocabulary/sales-channels";
import { OrderActionButtons } from "./order-action-buttons";
import styles from "./orders.module.css";

export function adminOrderPath(orderNumber: string): string {
  return `/admin/orders/${orderNumber}`;
}

/**
 * An order's line: number, day and e-mail, payment, total, status and the owner's buttons. In the
 * list the number links to the order's own page, which shows the rest. A plain link, not Next's
 * Link: a Link per row was a sixth of the list's server time on a full page, and the order's
 * page is rendered whole on the server either way.
 */
export function OrderSummary({ order, linked }: { order: AdminOrderSummary; linked: boolean }) {
  const { _id, orderNumber, status, totalPrice, actions } = order;
  return (
    <div className={styles.summary}>
      <div>
        <p className={styles.number}>
          {linked ? (
            <a href={adminOrderPath(orderNumber)} data-testid="admin-order-link">
              {orderNumber}
            </a>
          ) : (
            orderNumber
          )}
        </p>
        <p className={styles.meta}>
          {formatAdminDate(order.createdAt)} · {order.email}
          <br />
          <span data-testid="admin-order-channel">{SALES_CHANNEL_LABELS[order.channel]}</span>
        </p>
      </div>
      <p className={styles.meta}>
        {ORDER_PAYMENT_METHOD_LABELS[order.paymentMethod]} · {order.paymentState === PAYMENT_STATE.paid ? "Paid" : "Unpaid"}
        {order.expiresAt ? (
          <>
            <br />
            <span data-testid="admin-order-time-left">{formatTimeLeft(order.expiresAt, new Date())}</span>
          </>
        ) : null}
      </p>
      <p className={styles.total}>{formatNaira(totalPrice)}</p>
      <p>
        <span className={styles.status} data-status={status} data-testid="admin-order-status">
          {status}
        </span>
        {order.refundLabel ? (
          <span className={styles.refundBadge} data-testid="admin-order-refund">
            {order.refundLabel} {formatNaira(order.refundedTotal)}
          </span>
        ) : null}
      </p>
      <OrderActionButtons order={{ _id, orderNumber, status, totalPrice, actions, paymentMethod: order.paymentMethod, paymentState: order.paymentState }} />
    </div>
  );
}
