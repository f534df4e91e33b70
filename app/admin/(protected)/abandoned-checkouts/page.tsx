import type { Metadata } from "next";
import { AbandonedCheckoutList } from "@/components/admin/abandoned-checkouts/abandoned-checkout-list";
import formStyles from "@/components/admin/form.module.css";
import { PageLinks } from "@/components/admin/page-links";
import { adminListPage } from "@/lib/admin/list-page";
import type { ListPageProps } from "@/lib/admin/page-props";
import { abandonedCheckoutQuerySchema, listAbandonedCheckouts } from "@/lib/checkout/abandoned-checkout-list";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Abandoned checkouts" };

export default async function AdminAbandonedCheckoutsPage({ searchParams }: ListPageProps) {
  const { query, list, pages } = await adminListPage("customers", abandonedCheckoutQuerySchema, searchParams, listAbandonedCheckouts);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Abandoned checkouts</h1>
      <p data-testid="abandoned-count">
        {list.total} {list.total === 1 ? "checkout" : "checkouts"} left with an e-mail in the last 30 days. Reminders follow your settings.
      </p>
      <AbandonedCheckoutList rows={list.rows} />
      <PageLinks page={query.page} pages={pages} label="Abandoned checkout pages" path="/admin/abandoned-checkouts" keep={{}} />
    </>
  );
}
