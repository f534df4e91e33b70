import { pageViewSchema } from "@/lib/analytics/page-view-schema";
import { countPageView, isLikelyBot, PAGE_VIEW_RATE_LIMIT } from "@/lib/analytics/page-views";
import { clientAddress } from "@/lib/http/client-address";
import { tooManyRequests } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";

export const dynamic = "force-dynamic";

const NOTHING = { status: 204, headers: { "Cache-Control": "no-store" } };

/** The storefront's page-view beacon: public, tiny, never cached, and cheap to ignore. */
export const POST = route({ body: pageViewSchema }, async ({ body, request }) => {
  const userAgent = request.headers.get("user-agent");
  if (isLikelyBot(userAgent)) return new Response(null, NOTHING);
  const address = clientAddress(request.headers);
  const { allowed, retryAfterSeconds } = await consumeRateLimit(`page-view:${address}`, PAGE_VIEW_RATE_LIMIT);
  if (!allowed) throw tooManyRequests(retryAfterSeconds);
  await countPageView(body.path, { address, userAgent: userAgent ?? "" });
  return new Response(null, NOTHING);
});
