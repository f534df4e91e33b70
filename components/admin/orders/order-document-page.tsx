import type { Metadata } from "next";
import Link from "next/link";
import type { ComponentType } from "react";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { orderDocument, type OrderDocument } from "@/lib/orders/order-documents";
import formStyles from "../form.module.css";

/** The props of every page under /admin/orders/[orderNumber]. */
export interface OrderPageProps {
  params: Promise<{ orderNumber: string }>;
}

/** A page's title from its order: "Invoice ORD-…". */
export const orderPageMetadata =
  (title: string) =>
  async ({ params }: OrderPageProps): Promise<Metadata> => ({ title: `${title} ${(await params).orderNumber}` });

/** An order's printable document (invoice, packing slip), or a note that there is no such order. */
export async function OrderDocumentPage({ params, title, Document }: OrderPageProps & { title: string; Document: ComponentType<{ document: OrderDocument }> }) {
  await requireAdminPage("orders:view");
  const orderNumber = (await params).orderNumber;
  const document = await orderDocument(orderNumber);
  if (document) return <Document document={document} />;
  return (
    <>
      <p>
        <Link href="/admin/orders">← All orders</Link>
      </p>
      <h1 className={formStyles.pageTitle}>{title}</h1>
      <p role="status">There is no order {orderNumber}. It may have been mistyped.</p>
    </>
  );
}
