import { route } from "@/lib/api/route";
import { csvDownload } from "@/lib/http/csv-download";
import { adminOrderQuerySchema } from "@/lib/orders/admin-order-schemas";
import { orderCsvRows } from "@/lib/orders/order-export";

export const dynamic = "force-dynamic";

/** The orders the list's filters select, as a CSV download streamed as it is read. */
export const GET = route({ access: "customers", query: adminOrderQuerySchema }, async ({ query }) => csvDownload("orders", orderCsvRows(query)));
