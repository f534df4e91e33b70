import { formatAdminDate, formatAdminTime } from "@/lib/admin/admin-time";
import { formatNaira } from "@/lib/money/naira";
import type { AdminOrderView, AdminRefundView } from "@/lib/orders/admin-orders";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { RefundForm } from "./refund-form";
import styles from "./orders.module.css";

const STATE_LABELS: Record<AdminRefundView["state"], string> = {
  requested: "Waiting for the provider's answer",
  pending: "Pending at Paystack",
  processed: "Refunded",
  failed: "Failed",
};

const METHOD_LABELS: Record<AdminRefundView["method"], string> = { paystack: "Paystack", test: "Test mode", bank: "Bank transfer" };

/** An order's refunds, oldest first, with who made each and what went back to stock; and the form for another. */
export function OrderRefunds({ order }: { order: AdminOrderView }) {
  const lineName = (id: string) => {
    const line = order.orderItems.find((item) => item._id === id);
    return line ? `${line.brand} ${nameWithSize(line.name, line.sizeLabel)}` : "a removed line";
  };
  return (
    <section data-testid="order-refunds" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">Refunds</h2>
      {order.refundLabel ? (
        <p data-testid="order-refund-total">
          {order.refundLabel}: {formatNaira(order.refundedTotal)} of {formatNaira(order.totalPrice)}
        </p>
      ) : null}
      {order.refunds.length > 0 ? (
        <ol className={styles.changes}>
          {order.refunds.map((refund) => (
            <li key={refund._id} data-testid="order-refund" data-state={refund.state}>
              <p>
                {formatNaira(refund.amount)} · {METHOD_LABELS[refund.method]} · <strong>{STATE_LABELS[refund.state]}</strong>
                {refund.failure ? ` (${refund.failure})` : ""}
              </p>
              <p className={styles.meta}>
                {formatAdminTime(refund.requestedAt)} by {refund.requestedBy}
                {refund.settledAt ? ` · settled ${formatAdminDate(refund.settledAt)}` : ""}
                {refund.reference ? ` · ref ${refund.reference}` : ""}
              </p>
              {refund.reason ? <p className={styles.meta}>Reason: {refund.reason}</p> : null}
              {refund.restock.length > 0 ? (
                <p className={styles.meta}>Back to stock: {refund.restock.map((line) => `${line.quantity} × ${lineName(line.item)}`).join(", ")}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.meta}>No refunds.</p>
      )}
      {order.refundable > 0 ? (
        <RefundForm
          orderNumber={order.orderNumber}
          refundable={order.refundable}
          bank={order.paymentMethod === "bank"}
          lines={order.orderItems
            .filter((item) => item.restockable > 0)
            .map((item) => ({ _id: item._id, label: `${item.brand} ${nameWithSize(item.name, item.sizeLabel)}`, quantity: item.quantity, restockable: item.restockable }))}
        />
      ) : null}
    </section>
  );
}
