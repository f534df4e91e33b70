import type { Metadata } from "next";
import Link from "next/link";
import { PackingSlip } from "@/components/admin/orders/order-documents";
import formStyles from "@/components/admin/form.module.css";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { orderDocument } from "@/lib/orders/order-documents";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ orderNumber: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Packing slip ${(await params).orderNumber}` };
}

export default async function AdminPackingSlipPage({ params }: Props) {
  await requireAdminPage("orders:view");
  const orderNumber = (await params).orderNumber;
  const document = await orderDocument(orderNumber);
  if (document) return <PackingSlip document={document} />;
  return (
    <>
      <p>
        <Link href="/admin/orders">← All orders</Link>
      </p>
      <h1 className={formStyles.pageTitle}>Packing slip</h1>
      <p role="status">There is no order {orderNumber}. It may have been mistyped.</p>
    </>
  );
}
