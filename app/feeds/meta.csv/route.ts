import { metaFeed } from "@/lib/feeds/catalogue-feed";

// Read on request from the tag-cached catalogue, never at build time.
export const dynamic = "force-dynamic";

/** The Meta commerce catalogue feed (Instagram and Facebook shops): one row per size. */
export async function GET(): Promise<Response> {
  return new Response(await metaFeed(), { headers: { "content-type": "text/csv; charset=utf-8" } });
}
