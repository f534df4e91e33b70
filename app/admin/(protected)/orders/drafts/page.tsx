import type { Metadata } from "next";
import Link from "next/link";
import formStyles from "@/components/admin/form.module.css";
import { DraftOrderList } from "@/components/admin/draft-orders/draft-order-list";
import styles from "@/components/admin/orders/orders.module.css";
import { buttonClass } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { draftOrderView, listOpenDraftOrders } from "@/lib/checkout/draft-orders";
import { roleMay } from "@/lib/vocabulary/staff-roles";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Draft orders" };

/** Sales the owner is still writing or waiting to be paid for, off the website. */
export default async function DraftOrdersPage() {
  const admin = await requireAdminPage("orders:view");
  const now = new Date();
  const drafts = await Promise.all((await listOpenDraftOrders()).map((draft) => draftOrderView(draft, now)));
  return (
    <>
      <p className={styles.back}>
        <Link href="/admin/orders">← All orders</Link>
      </p>
      <h1 className={formStyles.pageTitle}>Draft orders</h1>
      {roleMay(admin.staffRole, "orders:status") ? (
        <p className={styles.pageActions}>
          <Link href="/admin/orders/new" className={buttonClass("primary", { small: true })}>
            New order
          </Link>
        </p>
      ) : null}
      <DraftOrderList drafts={drafts} now={now} />
    </>
  );
}
