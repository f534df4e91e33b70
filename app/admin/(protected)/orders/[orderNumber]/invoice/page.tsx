import { Invoice } from "@/components/admin/orders/order-documents";
import { OrderDocumentPage, orderPageMetadata, type OrderPageProps } from "@/components/admin/orders/order-document-page";

export const dynamic = "force-dynamic";
export const generateMetadata = orderPageMetadata("Invoice");

export default function AdminInvoicePage({ params }: OrderPageProps) {
  return <OrderDocumentPage params={params} title="Invoice" Document={Invoice} />;
}
