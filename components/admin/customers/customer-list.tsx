import { formatAdminDate } from "@/lib/admin/admin-time";
import type { CustomerRow } from "@/lib/customers/customers";
import { formatNaira } from "@/lib/money/naira";
import { Badge } from "@/components/ui/badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import styles from "./customers.module.css";

export const customerPath = (id: string) => `/admin/customers/${id}`;

const COLUMNS: Column<CustomerRow>[] = [
  {
    label: "Customer",
    cell: (customer) => (
      <>
        <a href={customerPath(customer._id)} data-testid="customer-link">
          {customer.name || customer.email}
        </a>
        <Badge>{customer.hasAccount ? "Account" : "Guest"}</Badge>
        <br />
        <span className={styles.meta}>
          {customer.email}
          {customer.phone ? ` · ${customer.phone}` : ""}
        </span>
      </>
    ),
  },
  { label: "Orders", numeric: true, testId: "customer-orders", cell: (customer) => customer.orders },
  { label: "Total spent", numeric: true, testId: "customer-spent", cell: (customer) => formatNaira(customer.spent) },
  { label: "Last order", cell: (customer) => (customer.lastOrderAt ? formatAdminDate(customer.lastOrderAt) : "Never") },
];

const customerId = (customer: CustomerRow) => customer._id;
const customerRow = (customer: CustomerRow) => ({ "data-testid": "customer-row", "data-email": customer.email });

/** One row per customer: who they are, how many orders, what they spent (net of refunds) and when they last ordered. */
export function CustomerList({ customers }: { customers: CustomerRow[] }) {
  return (
    <DataTable caption="Customers" columns={COLUMNS} rows={customers} rowKey={customerId} rowAttributes={customerRow} empty="No customers found." emptyTestId="customer-empty" testId="customer-list" />
  );
}
