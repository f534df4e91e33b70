"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client/api-client";
import type { AdminOrderView, ShippingAddressView } from "@/lib/orders/admin-orders";
import { formatNaira } from "@/lib/money/naira";
import { ORDER_STATUS, PAYMENT_STATE, type OrderStatus } from "@/lib/vocabulary/order-statuses";
import { formatTimeLeft } from "@/lib/orders/payment-deadline";
import { ConfirmDialog } from "../confirm-dialog";
import { Toasts, useToasts } from "../toasts";
import { StatusDialog } from "./status-dialog";
import styles from "./orders.module.css";

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "Africa/Lagos" });
const changeTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" });
const METHOD_LABELS = { bank: "Bank Transfer", card: "Card" } as const;

function describeAddress(address: ShippingAddressView): string {
  return [address.fullName, address.address, address.city, address.state, address.postalCode, address.country, address.phoneNumber].filter(Boolean).join(", ");
}

export function OrderList({ orders }: { orders: AdminOrderView[] }) {
  const router = useRouter();
  const [updating, setUpdating] = useState<AdminOrderView | null>(null);
  const [confirming, setConfirming] = useState<{ order: AdminOrderView; target: typeof ORDER_STATUS.placed | typeof ORDER_STATUS.cancelled } | null>(null);
  const [busy, setBusy] = useState(false);
  const { toasts, show, dismiss } = useToasts();

  async function changeStatus(order: AdminOrderView, status: OrderStatus): Promise<boolean> {
    setBusy(true);
    try {
      await apiRequest(`/orders/update/${order._id}`, { method: "PUT", body: { status } });
      show("success", "Order status updated successfully!");
      router.refresh();
      return true;
    } catch (error) {
      show("error", error instanceof Error ? error.message : "Fetch error");
      return false;
    } finally {
      setBusy(false);
    }
  }

  if (orders.length === 0) return <p>No orders found.</p>;

  return (
    <>
      <ul className={styles.list} data-testid="admin-order-list">
        {orders.map((order) => {
          const { actions } = order;
          return (
            <li key={order._id} className={styles.order} data-testid="admin-order" data-order-number={order.orderNumber}>
              <div className={styles.summary}>
                <div>
                  <p className={styles.number}>{order.orderNumber}</p>
                  <p className={styles.meta}>
                    {shortDate.format(new Date(order.createdAt))} · {order.email}
                  </p>
                </div>
                <p className={styles.meta}>
                  {METHOD_LABELS[order.paymentMethod]} · {order.paymentState === PAYMENT_STATE.paid ? "Paid" : "Unpaid"}
                  {order.expiresAt ? (
                    <>
                      <br />
                      <span data-testid="admin-order-time-left">{formatTimeLeft(order.expiresAt, new Date())}</span>
                    </>
                  ) : null}
                </p>
                <p className={styles.total}>{formatNaira(order.totalPrice)}</p>
                <p>
                  <span className={styles.status} data-status={order.status} data-testid="admin-order-status">
                    {order.status}
                  </span>
                </p>
                <div className={styles.actions}>
                  {actions.confirmPayment ? (
                    <button type="button" className={buttonClass("primary", { small: true })} onClick={() => setConfirming({ order, target: ORDER_STATUS.placed })} data-testid="confirm-payment">
                      Confirm Payment
                    </button>
                  ) : actions.cancel ? (
                    <span className={styles.meta}>Awaiting card payment</span>
                  ) : null}
                  {actions.cancel ? (
                    <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => setConfirming({ order, target: ORDER_STATUS.cancelled })} data-testid="cancel-order">
                      Cancel Order
                    </button>
                  ) : null}
                  {actions.changeStatus ? (
                    <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => setUpdating(order)} data-testid="update-status">
                      Update Status
                    </button>
                  ) : null}
                </div>
              </div>
              <details className={styles.details}>
                <summary>Details</summary>
                <div className={styles.detailGrid}>
                  <section>
                    <h3>Items</h3>
                    <ul>
                      {order.orderItems.map((item) => (
                        <li key={item._id}>
                          {item.quantity} × {item.brand} {item.name} at {formatNaira(item.price)}
                        </li>
                      ))}
                    </ul>
                    <p className={styles.meta}>
                      Items {formatNaira(order.itemsPrice)}
                      {order.bundleDiscount > 0 ? ` · Bundle −${formatNaira(order.bundleDiscount)}` : ""}
                      {order.promoDiscount > 0 ? ` · Code ${order.promoCode ?? ""} −${formatNaira(order.promoDiscount)}` : ""} · Tax {formatNaira(order.taxPrice)}
                      {` · Delivery${order.shippingMethod ? ` (${order.shippingMethod})` : ""} ${formatNaira(order.shippingPrice)}`}
                    </p>
                  </section>
                  <section>
                    <h3>Shipping</h3>
                    <p>
                      {order.shipping.fullName}
                      <br />
                      {order.shipping.address}, {order.shipping.city}, {order.shipping.state}
                      <br />
                      {order.shipping.phoneNumber}
                    </p>
                    {order.shipping.estimatedDelivery ? <p className={styles.meta}>Estimated delivery {shortDate.format(new Date(order.shipping.estimatedDelivery))}</p> : null}
                  </section>
                  {order.shippingChanges.length > 0 ? (
                    <section data-testid="shipping-changes">
                      <h3>Shipping Changes</h3>
                      <ol className={styles.changes}>
                        {order.shippingChanges.map((change) => (
                          <li key={change.at}>
                            <p className={styles.meta}>
                              {changeTime.format(new Date(change.at))} from {change.clientAddress}
                            </p>
                            <p>
                              From: {describeAddress(change.before)}
                              <br />
                              To: {describeAddress(change.after)}
                            </p>
                          </li>
                        ))}
                      </ol>
                    </section>
                  ) : null}
                  {order.bankAccount ? (
                    <section>
                      <h3>Bank Transfer</h3>
                      <p>
                        {order.bankAccount.bankName}
                        <br />
                        {order.bankAccount.accountNumber} ({order.bankAccount.accountName})
                      </p>
                    </section>
                  ) : null}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
      <StatusDialog
        order={updating}
        busy={busy}
        onSubmit={async (status) => {
          if (updating && (await changeStatus(updating, status))) setUpdating(null);
        }}
        onCancel={() => setUpdating(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.target === ORDER_STATUS.cancelled ? "Cancel order" : "Confirm Payment"}
        confirmLabel={confirming?.target === ORDER_STATUS.cancelled ? "Yes, cancel it" : "Payment received"}
        cancelLabel="Go back"
        busy={busy}
        onConfirm={async () => {
          if (confirming && (await changeStatus(confirming.order, confirming.target))) setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
        testId="order-confirm-dialog"
      >
        {confirming?.target === ORDER_STATUS.cancelled ? (
          <p>Cancel {confirming.order.orderNumber}? Its items go back into stock.</p>
        ) : confirming ? (
          <p>
            Confirm that the transfer of {formatNaira(confirming.order.totalPrice)} for {confirming.order.orderNumber} has arrived? The order moves to Order Placed.
          </p>
        ) : null}
      </ConfirmDialog>
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
