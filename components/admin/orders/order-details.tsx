import { formatAdminDate, formatAdminTime } from "@/lib/admin/admin-time";
import { formatNaira } from "@/lib/money/naira";
import type { AdminOrderView, ShippingAddressView } from "@/lib/orders/admin-orders";
import styles from "./orders.module.css";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { DOOR_PAYMENT_LABELS } from "@/lib/vocabulary/order-statuses";

function describeAddress(address: ShippingAddressView): string {
  return [address.fullName, address.address, address.city, address.state, address.postalCode, address.country, address.phoneNumber].filter(Boolean).join(", ");
}

/** What an order's own page adds to its summary: items and amounts, shipping, address changes and the transfer account. */
export function OrderDetails({ order }: { order: AdminOrderView }) {
  return (
    <div className={styles.detailGrid} data-testid="admin-order-details">
      <section>
        <h2>Items</h2>
        <ul>
          {order.orderItems.map((item) => (
            <li key={item._id}>
              {item.quantity} × {item.brand} {nameWithSize(item.name, item.sizeLabel)} at {formatNaira(item.price)}
              {item.sku ? <span className={styles.meta}> · SKU {item.sku}</span> : null}
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
        <h2>Shipping</h2>
        <p>
          {order.shipping.fullName}
          <br />
          {order.shipping.address}, {order.shipping.city}, {order.shipping.state}
          <br />
          {order.shipping.phoneNumber}
        </p>
        {order.shipping.estimatedDelivery ? <p className={styles.meta}>Estimated delivery {formatAdminDate(order.shipping.estimatedDelivery)}</p> : null}
      </section>
      {order.shippingChanges.length > 0 ? (
        <section data-testid="shipping-changes">
          <h2>Shipping Changes</h2>
          <ol className={styles.changes}>
            {order.shippingChanges.map((change) => (
              <li key={change.at}>
                <p className={styles.meta}>
                  {formatAdminTime(change.at)} from {change.clientAddress}
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
      {order.atTheDoor ? (
        <section data-testid="admin-order-door">
          <h2>Pay on delivery</h2>
          <p>
            {order.atTheDoor.paidBy
              ? `Paid on delivery: ${DOOR_PAYMENT_LABELS[order.atTheDoor.paidBy]}`
              : order.atTheDoor.refusal
                ? `Refused at the door: ${order.atTheDoor.refusal.reason}`
                : `${formatNaira(order.totalPrice)} to collect on delivery`}
          </p>
        </section>
      ) : null}
      {order.bankAccount ? (
        <section>
          <h2>Bank Transfer</h2>
          <p>
            {order.bankAccount.bankName}
            <br />
            {order.bankAccount.accountNumber} ({order.bankAccount.accountName})
          </p>
        </section>
      ) : null}
    </div>
  );
}
