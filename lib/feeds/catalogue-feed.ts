import "server-only";
import { getFeedProducts } from "@/lib/catalog/cached";
import { siteUrl } from "@/lib/content/site-url";
import { feedItems, type FeedItem } from "./feed-items";
import { googleFeedXml } from "./google-feed";
import { metaFeedCsv } from "./meta-feed";

/** Products read per cached page: each page stays far below a cache entry's size limit on the large shop. */
const PRODUCTS_PER_PAGE = 500;

/** Every size of every product, as feed items. */
export async function catalogueFeedItems(perPage = PRODUCTS_PER_PAGE): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (let skip = 0; ; skip += perPage) {
    const products = await getFeedProducts(skip, perPage);
    items.push(...products.flatMap(feedItems));
    if (products.length < perPage) return items;
  }
}

export async function googleFeed(): Promise<string> {
  return googleFeedXml({ title: "Scents", link: `${siteUrl()}/`, description: "Perfumes, diffusers and deodorants, delivered across Nigeria." }, await catalogueFeedItems());
}

export async function metaFeed(): Promise<string> {
  return metaFeedCsv(await catalogueFeedItems());
}
