import Link from "next/link";
import type { AccountOrder } from "@/lib/account/schemas";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import { formatNaira } from "@/lib/money/naira";
import { DataTable, type Column } from "@/components/ui/data-table";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";

const placedFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });

const COLUMNS: Column<AccountOrder>[] = [
  { label: "Order", rowHeader: true, className: styles.orderNumber, cell: (order) => order.orderNumber },
  {
    label: "Items",
    testId: "account-order-items",
    cell: (order) => (
      <ul className={styles.orderItems}>
        {order.items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    ),
  },
  { label: "Placed", cell: (order) => <time dateTime={order.placedAt}>{placedFormat.format(new Date(order.placedAt))}</time> },
  {
    label: "Status",
    cell: (order) => (
      <span className={styles.status} data-testid="account-order-status">
        {order.status}
      </span>
    ),
  },
  { label: "Total", numeric: true, cell: (order) => formatNaira(order.total) },
  {
    label: "Tracking and reviews",
    hideLabel: true,
    cell: (order) => (
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
    ),
  },
];

const NO_ORDERS = "No orders yet. Orders you place while signed in appear here.";
const orderNumber = (order: AccountOrder) => order.orderNumber;
const orderRow = (order: AccountOrder) => ({ "data-testid": "account-order", "data-order-number": order.orderNumber });

/** The account's orders, newest first, each with a link to follow it and, once delivered, to review what it held. */
export function OrderHistory({ orders }: { orders: AccountOrder[] }) {
  return (
    <AccountPanel id="orders-title" title="Your orders" testId="account-orders">
      <DataTable caption="Your orders, newest first" columns={COLUMNS} rows={orders} rowKey={orderNumber} rowAttributes={orderRow} empty={NO_ORDERS} emptyTestId="account-orders-empty" look="plain" />
    </AccountPanel>
  );
}
