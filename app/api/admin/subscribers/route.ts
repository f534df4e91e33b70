import { listSubscribers } from "@/lib/admin/inbox";
import { inboxPageQuery } from "@/lib/admin/inbox-schemas";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Newsletter subscribers, newest first. */
export const GET = route({ access: "customers", query: inboxPageQuery }, async ({ query }) => {
  const { items, ...page } = await listSubscribers(query.page);
  return { success: true, subscribers: items, ...page };
});
