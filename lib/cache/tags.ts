/** Cache tags of catalogue reads; every admin write revalidates the tags it touches. */
/** Which products exist and what listings say of them: expired by the owner's product writes. */
export const ALL_PRODUCTS_TAG = "all-products";
/** Listings' stock labels (sold out, only N left): expired when an order moves a product across one. */
export const STOCK_LABELS_TAG = "stock-labels";
/** The owner's dashboard's count of sizes sold out or nearly: expired by every stock move. */
export const STOCK_ALERTS_TAG = "stock-alerts";
/** What the sales ledger says of past days (analytics): expired whenever it counts a sale or a refund. */
export const SALES_LEDGER_TAG = "sales-ledger";
export const SITE_CONTENT_TAG = "site-content";
/**
 * Listings a URL can ask for in endless variety (a search term, a page number): the shared store
 * keeps only the newest of them (lib/cache/shared-store.mjs), so no one can grow it without limit.
 */
export { BOUNDED_TAG as OPEN_ENDED_LISTING_TAG } from "./shared-store.mjs";
export const STORE_SETTINGS_TAG = "store-settings";

/** Which collections exist (the sitemap); each collection's page also carries its own tag. */
export const COLLECTIONS_TAG = "collections";
export function collectionTag(slug: string): string {
  return `collection:${slug}`;
}

/** Each product's own tag: its page, and which product a write changed (lib/search/catalogue-search.ts reads it). */
export const PRODUCT_TAG_PREFIX = "product:";
export function productTag(id: string): string {
  return `${PRODUCT_TAG_PREFIX}${id}`;
}
