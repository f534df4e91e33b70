import { googleFeed } from "@/lib/feeds/catalogue-feed";

// Read on request from the tag-cached catalogue, never at build time.
export const dynamic = "force-dynamic";

/** The Google Merchant Center product feed: one item per size. */
export async function GET(): Promise<Response> {
  return new Response(await googleFeed(), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
