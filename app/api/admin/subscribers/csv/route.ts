import { Readable } from "node:stream";
import { csvRow } from "@/lib/admin/csv";
import { allSubscribers } from "@/lib/admin/inbox";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

async function* rows(): AsyncGenerator<string> {
  yield csvRow(["email", "subscribed_at"]);
  for await (const subscriber of allSubscribers()) yield csvRow([subscriber.email, subscriber.subscribedAt]);
}

/** Every newsletter subscriber as a CSV download, streamed as it is read. */
export const GET = route({ access: "customers" }, async () => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(Readable.from(rows(), { objectMode: false })) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="scents-subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
