import { formatAdminDate } from "@/lib/admin/admin-time";
import type { CustomerRow } from "@/lib/customers/customers";
import { formatNaira } from "@/lib/money/naira";
import styles from "./customers.module.css";

export const customerPath = (id: string) => `/admin/customers/${id}`;

/** One row per customer: who they are, how many orders, what they spent (net of refunds) and when they last ordered. */
export function CustomerList({ customers }: { customers: CustomerRow[] }) {
  if (customers.length === 0) return <p data-testid="customer-empty">No customers found.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="customer-list">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col" className={styles.number}>
              Orders
            </th>
            <th scope="col" className={styles.number}>
              Total spent
            </th>
            <th scope="col">Last order</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer._id} data-testid="customer-row" data-email={customer.email}>
              <td>
                <a href={customerPath(customer._id)} data-testid="customer-link">
                  {customer.name || customer.email}
                </a>
                <span className={styles.badge}>{customer.hasAccount ? "Account" : "Guest"}</span>
                <br />
                <span className={styles.meta}>
                  {customer.email}
                  {customer.phone ? ` · ${customer.phone}` : ""}
                </span>
              </td>
              <td className={styles.number} data-testid="customer-orders">
                {customer.orders}
              </td>
              <td className={styles.number} data-testid="customer-spent">
                {formatNaira(customer.spent)}
              </td>
              <td>{customer.lastOrderAt ? formatAdminDate(customer.lastOrderAt) : "Never"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
