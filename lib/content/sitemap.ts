import "server-only";
import { getProductCount, getSitemapProducts } from "@/lib/catalog/cached";
import { getCollections } from "@/lib/catalog/collections-cached";
import { collectionPath } from "@/lib/vocabulary/collections";
import { shareImageUrl } from "@/lib/images/photo-variants";
import { absoluteUrl, productPath } from "./product-structured-data";
import { escapeXml } from "./xml-text";

/** The sitemaps protocol's limit per file; past it, /sitemap.xml becomes an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapEntry {
  path: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
  images?: string[];
}

const PAGES: SitemapEntry[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/shop", changeFrequency: "daily", priority: 0.9 },
  { path: "/products-and-services", changeFrequency: "monthly", priority: 0.6 },
  { path: "/contact-us", changeFrequency: "yearly", priority: 0.4 },
  { path: "/newsletter", changeFrequency: "yearly", priority: 0.3 },
];

/** The shop's own pages, then each collection's. */
async function sitePages(): Promise<SitemapEntry[]> {
  const collections = await getCollections();
  return [...PAGES, ...collections.map((collection) => ({ path: collectionPath(collection.slug), changeFrequency: "weekly" as const, priority: 0.7 }))];
}

/** How many sitemap files the shop needs: its pages, then one URL per product. */
export async function sitemapFileCount(perFile = SITEMAP_MAX_URLS): Promise<number> {
  return Math.max(1, Math.ceil(((await sitePages()).length + (await getProductCount())) / perFile));
}

/** File `file` (from 1) of the shop's URLs: the pages first, then the products by id. */
export async function sitemapEntries(file: number, perFile = SITEMAP_MAX_URLS): Promise<SitemapEntry[]> {
  const start = (file - 1) * perFile;
  const all = await sitePages();
  const pages = all.slice(start, start + perFile);
  const productStart = Math.max(0, start - all.length);
  const products = await getSitemapProducts(productStart, perFile - pages.length);
  return [...pages, ...products.map((product) => ({ path: productPath(product._id), changeFrequency: "weekly" as const, priority: 0.8, images: product.images }))];
}

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const images = (entry.images ?? []).map((image) => `<image:image><image:loc>${escapeXml(absoluteUrl(shareImageUrl(image)))}</image:loc></image:image>`).join("");
    return `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc><changefreq>${entry.changeFrequency}</changefreq><priority>${entry.priority}</priority>${images}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(files: number): string {
  const sitemaps = Array.from({ length: files }, (_, index) => `<sitemap><loc>${escapeXml(absoluteUrl(sitemapFilePath(index + 1)))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

export function sitemapFilePath(file: number): string {
  return `/sitemaps/${file}.xml`;
}

export const XML_HEADERS = { "content-type": "application/xml; charset=utf-8" } as const;
