import type { Metadata } from "next";
import formStyles from "@/components/admin/form.module.css";
import { PageLinks } from "@/components/admin/page-links";
import { pageCount } from "@/lib/vocabulary/page-number";
import { OrderFilters } from "@/components/admin/orders/order-filters";
import { OrderList } from "@/components/admin/orders/order-list";
import styles from "@/components/admin/orders/orders.module.css";
import { whileAdminPageGuarded } from "@/lib/admin/require-admin";
import { adminOrderQuerySchema } from "@/lib/orders/admin-order-schemas";
import { listOrderSummariesForAdmin } from "@/lib/orders/admin-orders";
import { adminPageQuery } from "@/lib/admin/page-query";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Orders" };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AdminOrdersPage({ searchParams }: Props) {
  const query = adminPageQuery(adminOrderQuerySchema, await searchParams);
  const { data: page } = await whileAdminPageGuarded("orders:view", listOrderSummariesForAdmin(query));
  const filters = { q: query.q, status: query.status, payment: query.payment, channel: query.channel, from: query.from, to: query.to };
  const exported = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value ? [[key, value]] : [])));

  return (
    <>
      <h1 className={formStyles.pageTitle}>Orders</h1>
      <OrderFilters {...filters} />
      <p className={styles.count} aria-live="polite">
        {page.total} {page.total === 1 ? "order" : "orders"} ·{" "}
        <a href={`/api/orders/export?${exported.toString()}`} download data-testid="orders-export">
          Export these as CSV
        </a>
      </p>
      <OrderList orders={page.orders} />
      <PageLinks page={query.page} pages={pageCount(page.total, page.limit)} label="Order pages" path="/admin/orders" keep={filters} />
    </>
  );
}
