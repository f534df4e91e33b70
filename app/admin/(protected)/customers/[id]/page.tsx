import type { Metadata } from "next";
import Link from "next/link";
import { CustomerDetailView } from "@/components/admin/customers/customer-detail";
import styles from "@/components/admin/customers/customers.module.css";
import formStyles from "@/components/admin/form.module.css";
import type { RecordPageProps } from "@/lib/admin/page-props";
import { buttonClass } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { findCustomer } from "@/lib/customers/customers";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Customer" };

/** One customer: their figures, orders and saved addresses. */
export default async function AdminCustomerPage({ params }: RecordPageProps) {
  await requireAdminPage("customers");
  const id = (await params).id;
  const customer = await findCustomer(id);
  return (
    <>
      <p className={styles.back}>
        <Link href="/admin/customers">← All customers</Link>
      </p>
      <h1 className={formStyles.pageTitle}>{customer ? customer.name || customer.email : "Customer"}</h1>
      {customer ? (
        <>
          <p>
            <Link href={`/admin/orders/new?customer=${encodeURIComponent(id)}`} className={buttonClass("secondary", { small: true })} data-testid="customer-new-order">
              New order for this customer
            </Link>
          </p>
          <CustomerDetailView customer={customer} />
        </>
      ) : (
        <p role="status">There is no such customer.</p>
      )}
    </>
  );
}
