import { csvRow } from "@/lib/vocabulary/csv";
import { allSubscribers } from "@/lib/admin/inbox";
import { route } from "@/lib/api/route";
import { csvDownload } from "@/lib/http/csv-download";

export const dynamic = "force-dynamic";

async function* rows(): AsyncGenerator<string> {
  yield csvRow(["email", "subscribed_at"]);
  for await (const subscriber of allSubscribers()) yield csvRow([subscriber.email, subscriber.subscribedAt]);
}

/** Every newsletter subscriber as a CSV download, streamed as it is read. */
export const GET = route({ access: "customers" }, async () => csvDownload("subscribers", rows()));
