import type { ReactNode } from "react";
import type { TrackedProgress, TrackingAnswer } from "@/lib/orders/tracked-order";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { StatusTimeline } from "./status-timeline";
import styles from "./tracking.module.css";

const longDate = (iso: string) => new Date(iso).toLocaleDateString("en-NG", { dateStyle: "long" });

/** The facts anyone with the order number may read: its number, when it was placed, its status. */
function OrderProgressFacts({ order }: { order: TrackingAnswer }) {
  return (
    <>
      <div>
        <dt>Order ID</dt>
        <dd data-testid="tracking-order-number">{order.orderNumber}</dd>
      </div>
      <div>
        <dt>Placed on</dt>
        <dd>{longDate(order.createdAt)}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd className={styles.status} data-testid="tracking-status">
          {order.status}
        </dd>
      </div>
    </>
  );
}

function OrderProgressTimeline({ order }: { order: TrackingAnswer }) {
  return order.status === ORDER_STATUS.cancelled ? (
    <p className={styles.cancelled} data-testid="tracking-cancelled">
      This order was cancelled.
    </p>
  ) : (
    <StatusTimeline status={order.status} />
  );
}

/** The order's details panel: its progress facts, then `facts` (what only its buyer sees), its timeline and `children`. */
export function OrderDetailsPanel({ order, facts, children }: { order: TrackingAnswer; facts: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby="order-details-title" data-testid="tracking-details">
      <h2 id="order-details-title" className={styles.panelTitle}>
        Order details
      </h2>
      <dl className={styles.facts}>
        <OrderProgressFacts order={order} />
        {facts}
      </dl>
      <OrderProgressTimeline order={order} />
      {children}
    </section>
  );
}

/** An order looked up by its number alone: status and dates, and how to see the rest. */
export function TrackedProgressDetails({ order }: { order: TrackedProgress }) {
  return (
    <OrderDetailsPanel
      order={order}
      facts={
        <div>
          <dt>Estimated delivery</dt>
          <dd data-testid="tracking-estimated-delivery">{longDate(order.estimatedDelivery)}</dd>
        </div>
      }
    >
      <p className={styles.note} data-testid="shipping-verify-note">
        To see the items, the total and the delivery address, or to change the address, track the order again with the e-mail you used at checkout.
      </p>
    </OrderDetailsPanel>
  );
}
