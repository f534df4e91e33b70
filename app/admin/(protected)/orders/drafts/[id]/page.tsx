import type { Metadata } from "next";
import Link from "next/link";
import formStyles from "@/components/admin/form.module.css";
import { DraftOrderActions } from "@/components/admin/draft-orders/draft-order-actions";
import { DraftOrderSummary } from "@/components/admin/draft-orders/draft-order-summary";
import { DraftReservation } from "@/components/admin/draft-orders/draft-reservation";
import styles from "@/components/admin/orders/orders.module.css";
import type { RecordPageProps } from "@/lib/admin/page-props";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { draftOrderView, findDraftOrder } from "@/lib/checkout/draft-orders";
import { isObjectId } from "@/lib/vocabulary/identifiers";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Draft order" };

/** A draft order: what it holds and costs now, its stock reserved or not, and its two ways to be paid. */
export default async function DraftOrderPage({ params }: RecordPageProps) {
  await requireAdminPage("orders:view");
  const { id } = await params;
  const record = isObjectId(id) ? await findDraftOrder(id) : null;
  const draft = record ? await draftOrderView(record) : null;
  return (
    <>
      <p className={styles.back}>
        <Link href="/admin/orders">← All orders</Link>
      </p>
      <h1 className={formStyles.pageTitle}>Draft order</h1>
      {!draft ? (
        <p>Draft order not found.</p>
      ) : (
        <>
          <DraftOrderSummary draft={draft} />
          {draft.orderNumber ? (
            <p data-testid="draft-placed">
              {draft.outcome === "out-of-stock" ? "Paid after its stock sold: contact the buyer, then restock or refund. " : "Paid: "}
              <Link href={`/admin/orders/${draft.orderNumber}`}>order {draft.orderNumber}</Link>
            </p>
          ) : (
            <>
              <DraftReservation draftId={draft._id} reservedUntil={draft.reservedUntil} />
              <DraftOrderActions draftId={draft._id} total={draft.totals.total} buyer={{ name: draft.customer.name, email: draft.customer.email }} link={draft.link} />
            </>
          )}
        </>
      )}
    </>
  );
}
