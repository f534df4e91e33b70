import { PackingSlip } from "@/components/admin/orders/order-documents";
import { OrderDocumentPage, orderPageMetadata, type OrderPageProps } from "@/components/admin/orders/order-document-page";

export const dynamic = "force-dynamic";
export const generateMetadata = orderPageMetadata("Packing slip");

export default function AdminPackingSlipPage({ params }: OrderPageProps) {
  return <OrderDocumentPage params={params} title="Packing slip" Document={PackingSlip} />;
}
