/** Cache tags of catalogue reads; every admin write revalidates the tags it touches. */
/** Which products exist and what listings say of them: expired by the owner's product writes. */
export const ALL_PRODUCTS_TAG = "all-products";
/** Listings' stock labels (sold out, only N left): expired when an order moves a product across one. */
export const STOCK_LABELS_TAG = "stock-labels";
export const SITE_CONTENT_TAG = "site-content";
export const STORE_SETTINGS_TAG = "store-settings";

export function productTag(id: string): string {
  return `product:${id}`;
}
