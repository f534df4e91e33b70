import { redirect } from "next/navigation";
import { sitemapEntries, sitemapFileCount, urlsetXml, XML_HEADERS } from "@/lib/content/sitemap";

export const dynamic = "force-dynamic";

/** One file of the sitemap index, /sitemaps/1.xml and on; any other name goes home, as unknown paths do. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  const file = Number(match?.[1]);
  if (!match || file > (await sitemapFileCount())) redirect("/");
  return new Response(urlsetXml(await sitemapEntries(file)), { headers: XML_HEADERS });
}
