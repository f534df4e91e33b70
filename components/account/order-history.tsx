import Link from "next/link";
import type { AccountOrder } from "@/lib/account/schemas";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import { formatNaira } from "@/lib/money/naira";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";

const placedFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });

/** The account's orders, newest first, each with a link to follow it and, once delivered, to review what it held. */
export function OrderHistory({ orders }: { orders: AccountOrder[] }) {
  return (
    <AccountPanel id="orders-title" title="Your orders" testId="account-orders">
      {orders.length === 0 ? (
        <p className={styles.note} data-testid="account-orders-empty">
          No orders yet. Orders you place while signed in appear here.
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Your orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Items</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col" className={styles.amount}>
                  Total
                </th>
                <th scope="col">
                  <span className="visually-hidden">Tracking and reviews</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderNumber} data-testid="account-order" data-order-number={order.orderNumber}>
                  <th scope="row" className={styles.orderNumber}>
                    {order.orderNumber}
                  </th>
                  <td data-testid="account-order-items">
                    <ul className={styles.orderItems}>
                      {order.items.map((item, index) => (
                        <li key={index}>{item}</li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <time dateTime={order.placedAt}>{placedFormat.format(new Date(order.placedAt))}</time>
                  </td>
                  <td>
                    <span className={styles.status} data-testid="account-order-status">
                      {order.status}
                    </span>
                  </td>
                  <td className={styles.amount}>{formatNaira(order.total)}</td>
                  <td>
                    <span className={styles.rowLinks}>
                      <Link href={order.trackingPath} className={styles.track} data-testid="account-order-track">
                        Track<span className="visually-hidden"> order {order.orderNumber}</span>
                      </Link>
                      {order.reviews.map((review) => (
                        <Link key={review.path} href={review.path} className={styles.track} data-testid="account-order-review">
                          Review<span className="visually-hidden"> {review.name}</span>
                        </Link>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountPanel>
  );
}
