import { sitemapEntries, sitemapFileCount, sitemapIndexXml, urlsetXml, XML_HEADERS } from "@/lib/content/sitemap";

// Read on request from the tag-cached catalogue, never at build time.
export const dynamic = "force-dynamic";

/** The shop's sitemap: every URL while they fit one file, else an index of /sitemaps/N.xml. */
export async function GET(): Promise<Response> {
  const files = await sitemapFileCount();
  return new Response(files === 1 ? urlsetXml(await sitemapEntries(1)) : sitemapIndexXml(files), { headers: XML_HEADERS });
}
