import { listContactMessages } from "@/lib/admin/inbox";
import { inboxPageQuery } from "@/lib/admin/inbox-schemas";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Contact messages, newest first. */
export const GET = route({ access: "customers", query: inboxPageQuery }, async ({ query }) => {
  const { items, ...page } = await listContactMessages(query.page);
  return { success: true, messages: items, ...page };
});
