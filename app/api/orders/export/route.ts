import { Readable } from "node:stream";
import { route } from "@/lib/api/route";
import { adminOrderQuerySchema } from "@/lib/orders/admin-order-schemas";
import { orderCsvRows } from "@/lib/orders/order-export";

export const dynamic = "force-dynamic";

/** The orders the list's filters select, as a CSV download streamed as it is read. */
export const GET = route({ access: "customers", query: adminOrderQuerySchema }, async ({ query }) => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(Readable.from(orderCsvRows(query), { objectMode: false })) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="scents-orders-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
