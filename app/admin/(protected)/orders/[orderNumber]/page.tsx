import Link from "next/link";
import formStyles from "@/components/admin/form.module.css";
import { buttonClass } from "@/components/ui/button";
import { OrderActionsProvider } from "@/components/admin/orders/order-actions";
import { OrderDetails } from "@/components/admin/orders/order-details";
import { OrderNotes } from "@/components/admin/orders/order-notes";
import { OrderRefunds } from "@/components/admin/orders/order-refunds";
import { OrderSummary } from "@/components/admin/orders/order-summary";
import styles from "@/components/admin/orders/orders.module.css";
import { orderPageMetadata, type OrderPageProps } from "@/components/admin/orders/order-document-page";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { findOrderForAdmin } from "@/lib/orders/admin-orders";
import { listOrderNotes } from "@/lib/orders/order-notes";
import { roleMay } from "@/lib/vocabulary/staff-roles";

export const dynamic = "force-dynamic";

export const generateMetadata = orderPageMetadata("Order");

/** One order with everything the list leaves out: its items and amounts, shipping, changes and transfer account. */
export default async function AdminOrderPage({ params }: OrderPageProps) {
  const admin = await requireAdminPage("orders:view");
  const orderNumber = (await params).orderNumber;
  const order = await findOrderForAdmin(orderNumber);
  const notes = order ? await listOrderNotes(order.orderNumber) : [];
  return (
    <>
      <p className={styles.back}>
        <Link href="/admin/orders">← All orders</Link>
      </p>
      <h1 className={formStyles.pageTitle}>Order {order?.orderNumber ?? orderNumber}</h1>
      {order ? (
        <OrderActionsProvider>
          <nav aria-label="Print" className={styles.documents}>
            <Link href={`/admin/orders/${order.orderNumber}/invoice`} className={buttonClass("ghost", { small: true })} data-testid="order-invoice-link">
              Invoice
            </Link>
            <Link href={`/admin/orders/${order.orderNumber}/packing-slip`} className={buttonClass("ghost", { small: true })} data-testid="order-packing-slip-link">
              Packing slip
            </Link>
          </nav>
          <article className={styles.order} data-testid="admin-order" data-order-number={order.orderNumber} aria-label={`Order ${order.orderNumber}`}>
            <OrderSummary order={order} linked={false} />
            <OrderDetails order={order} />
            <div className={styles.detailGrid}>
              {roleMay(admin.staffRole, "orders:refund") ? <OrderRefunds order={order} /> : null}
              <OrderNotes orderNumber={order.orderNumber} notes={notes} />
            </div>
          </article>
        </OrderActionsProvider>
      ) : (
        <p role="status">There is no order {orderNumber}. It may have been mistyped.</p>
      )}
    </>
  );
}
