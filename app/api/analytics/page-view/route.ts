import { pageViewSchema } from "@/lib/analytics/page-view-schema";
import { recordPageView } from "@/lib/analytics/page-views";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** The storefront's page-view beacon: public, tiny, never cached, and cheap to ignore. */
export const POST = route({ body: pageViewSchema }, async ({ body, request }) => {
  await recordPageView(body.path, clientAddress(request.headers), request.headers.get("user-agent"));
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
