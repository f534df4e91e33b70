import { formatAdminDate } from "@/lib/admin/admin-time";
import type { CustomerDetail } from "@/lib/customers/customers";
import { formatNaira } from "@/lib/money/naira";
import { adminOrderPath } from "../orders/order-summary";
import styles from "./customers.module.css";

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
          {customer.orderList.length === 0 ? (
            <p>No orders yet.</p>
          ) : (
            <table className={styles.table} data-testid="customer-order-list">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={styles.number}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {customer.orderList.map((order) => (
                  <tr key={order.orderNumber} data-testid="customer-order">
                    <td>
                      <a href={adminOrderPath(order.orderNumber)}>{order.orderNumber}</a>
                    </td>
                    <td>{formatAdminDate(order.createdAt)}</td>
                    <td>
                      {order.status}
                      {order.refundLabel ? ` · ${order.refundLabel}` : ""}
                    </td>
                    <td className={styles.number}>{formatNaira(order.totalPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
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
