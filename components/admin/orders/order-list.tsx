import type { AdminOrderSummary } from "@/lib/orders/admin-orders";
import { OrderActionsProvider } from "./order-actions";
import { OrderSummary } from "./order-summary";
import styles from "./orders.module.css";

/** The orders screen: one summary row per order, rendered on the server; details live on each order's page. */
export function OrderList({ orders }: { orders: AdminOrderSummary[] }) {
  if (orders.length === 0) return <p>No orders found.</p>;
  return (
    <OrderActionsProvider>
      <ul className={styles.list} data-testid="admin-order-list">
        {orders.map((order) => (
          <li key={order._id} className={styles.order} data-testid="admin-order" data-order-number={order.orderNumber}>
            <OrderSummary order={order} linked />
          </li>
        ))}
      </ul>
    </OrderActionsProvider>
  );
}
