import type { Metadata } from "next";
import { CustomerList } from "@/components/admin/customers/customer-list";
import { ListSearch } from "@/components/admin/list-search";
import { ListCount } from "@/components/admin/list-count";
import formStyles from "@/components/admin/form.module.css";
import { PageLinks } from "@/components/admin/page-links";
import { listCustomers } from "@/lib/customers/customers";
import { customerQuerySchema } from "@/lib/customers/schemas";
import { adminListPage } from "@/lib/admin/list-page";
import type { ListPageProps } from "@/lib/admin/page-props";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Customers" };

export default async function AdminCustomersPage({ searchParams }: ListPageProps) {
  const { query, list: page, pages } = await adminListPage("customers", customerQuerySchema, searchParams, listCustomers);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Customers</h1>
      <ListSearch action="/admin/customers" name="customer" label="E-mail, name or phone" placeholder="ada@example.com, Adaeze or 0803…" q={query.q} />
      <ListCount total={page.total} one="customer" many="customers" testId="customer-count" />
      <CustomerList customers={page.customers} />
      <PageLinks page={query.page} pages={pages} label="Customer pages" path="/admin/customers" keep={{ q: query.q }} />
    </>
  );
}
