import type { Metadata } from "next";
import Link from "next/link";
import formStyles from "@/components/admin/form.module.css";
import { buttonClass } from "@/components/ui/button";
import { PageLinks } from "@/components/admin/page-links";
import { OrderFilters } from "@/components/admin/orders/order-filters";
import { OrderList } from "@/components/admin/orders/order-list";
import { ListCount } from "@/components/admin/list-count";
import { adminOrderQuerySchema } from "@/lib/orders/admin-order-schemas";
import { listOrderSummariesForAdmin } from "@/lib/orders/admin-orders";
import { adminListPage } from "@/lib/admin/list-page";
import type { ListPageProps } from "@/lib/admin/page-props";
import { roleMay } from "@/lib/vocabulary/staff-roles";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Orders" };

export default async function AdminOrdersPage({ searchParams }: ListPageProps) {
  const { admin, query, list: page, pages } = await adminListPage("orders:view", adminOrderQuerySchema, searchParams, listOrderSummariesForAdmin);
  const filters = { q: query.q, status: query.status, payment: query.payment, channel: query.channel, from: query.from, to: query.to };
  const exported = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value ? [[key, value]] : [])));

  return (
    <>
      <h1 className={formStyles.pageTitle}>Orders</h1>
      <p>
        {roleMay(admin.staffRole, "orders:status") ? (
          <>
            <Link href="/admin/orders/new" className={buttonClass("primary", { small: true })} data-testid="orders-new">
              New order
            </Link>{" "}
          </>
        ) : null}
        <Link href="/admin/orders/drafts" className={buttonClass("secondary", { small: true })} data-testid="orders-drafts">
          Draft orders
        </Link>
      </p>
      <OrderFilters {...filters} />
      <ListCount total={page.total} one="order" many="orders">
        {roleMay(admin.staffRole, "customers") ? (
          <>
            {" "}
            ·{" "}
            <a href={`/api/orders/export?${exported.toString()}`} download data-testid="orders-export">
              Export these as CSV
            </a>
          </>
        ) : null}
      </ListCount>
      <OrderList orders={page.orders} />
      <PageLinks page={query.page} pages={pages} label="Order pages" path="/admin/orders" keep={filters} />
    </>
  );
}
