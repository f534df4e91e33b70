import { pageViewSchema } from "@/lib/analytics/page-view-schema";
import { countPageView, newVisitorId, VISITOR_COOKIE, VISITOR_ID_PATTERN } from "@/lib/analytics/page-views";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The storefront's page-view beacon: public, tiny, never cached. */
export const POST = route({ body: pageViewSchema }, async ({ body, request }) => {
  const existing = request.cookies.get(VISITOR_COOKIE)?.value;
  const visitorId = existing && VISITOR_ID_PATTERN.test(existing) ? existing : newVisitorId();
  await countPageView(body.path, visitorId);
  const response = new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  if (visitorId !== existing) {
    const secure = request.nextUrl.protocol === "https:" ? "; Secure" : "";
    response.headers.append("Set-Cookie", `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  }
  return response;
});
