import type { Metadata } from "next";
import formStyles from "@/components/admin/form.module.css";
import { PageLinks } from "@/components/admin/page-links";
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
  const { data: page } = await whileAdminPageGuarded(listOrderSummariesForAdmin(query));
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const filters = () => {
    const params = new URLSearchParams();
    for (const key of ["q", "status", "payment", "from", "to"] as const) {
      const value = query[key];
      if (value) params.set(key, value);
    }
    return params;
  };
  const pageLink = (number: number) => {
    const params = filters();
    params.set("page", String(number));
    return `/admin/orders?${params.toString()}`;
  };

  return (
    <>
      <h1 className={formStyles.pageTitle}>Orders</h1>
      <OrderFilters q={query.q} status={query.status} payment={query.payment} from={query.from} to={query.to} />
      <p className={styles.count} aria-live="polite">
        {page.total} {page.total === 1 ? "order" : "orders"} ·{" "}
        <a href={`/api/orders/export?${filters().toString()}`} download data-testid="orders-export">
          Export these as CSV
        </a>
      </p>
      <OrderList orders={page.orders} />
      <PageLinks page={query.page} pages={pages} label="Order pages" href={pageLink} />
    </>
  );
}
