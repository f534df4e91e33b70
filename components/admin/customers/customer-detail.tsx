import { formatAdminDate } from "@/lib/admin/admin-time";
import type { CustomerDetail, CustomerOrderRow } from "@/lib/customers/customers";
import { DataTable, type Column } from "@/components/ui/data-table";
import { formatNaira } from "@/lib/money/naira";
import { adminOrderPath } from "../orders/order-summary";
import styles from "./customers.module.css";

const ORDER_COLUMNS: Column<CustomerOrderRow>[] = [
  { label: "Order", cell: (order) => <a href={adminOrderPath(order.orderNumber)}>{order.orderNumber}</a> },
  { label: "Date", cell: (order) => formatAdminDate(order.createdAt) },
  { label: "Status", cell: (order) => `${order.status}${order.refundLabel ? ` · ${order.refundLabel}` : ""}` },
  { label: "Total", numeric: true, cell: (order) => formatNaira(order.totalPrice) },
];

/** A customer's page: their figures, newest orders (each linking to its admin page) and saved addresses. */
export function CustomerDetailView({ customer }: { customer: CustomerDetail }) {
  return (
    <div data-testid="customer-detail" data-email={customer.email}>
      <dl className={styles.facts}>
        <dt>E-mail</dt>
        <dd>{customer.email}</dd>
        <dt>Phone</dt>
        <dd>{customer.phone || "—"}</dd>
        <dt>Account</dt>
        <dd>{customer.hasAccount ? "Has an account" : "Guest buyer"}</dd>
        <dt>Orders</dt>
        <dd data-testid="customer-detail-orders">{customer.orders}</dd>
        <dt>Total spent</dt>
        <dd data-testid="customer-detail-spent">{formatNaira(customer.spent)}</dd>
      </dl>
      <div className={styles.grid}>
        <section aria-labelledby="customer-orders-title">
          <h2 id="customer-orders-title">Orders</h2>
          <DataTable
            caption={`Orders of ${customer.name || customer.email}, newest first`}
            columns={ORDER_COLUMNS}
            rows={customer.orderList}
            rowKey={(order) => order.orderNumber}
            rowAttributes={() => ({ "data-testid": "customer-order" })}
            empty="No orders yet."
            testId="customer-order-list"
          />
          {customer.orders > customer.ordersShown ? <p className={styles.meta}>The newest {customer.ordersShown} are shown.</p> : null}
        </section>
        <section aria-labelledby="customer-addresses-title">
          <h2 id="customer-addresses-title">Saved Addresses</h2>
          {customer.addresses.length === 0 ? (
            <p className={styles.meta}>{customer.hasAccount ? "No saved addresses." : "A guest has no saved addresses."}</p>
          ) : (
            <ul className={styles.addresses} data-testid="customer-addresses">
              {customer.addresses.map((address) => (
                <li key={address.id} data-testid="customer-address">
                  {address.fullName}
                  <br />
                  {address.address}, {address.city}, {address.state}
                  {address.phoneNumber ? (
                    <>
                      <br />
                      {address.phoneNumber}
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
