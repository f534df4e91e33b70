/** Cache tags of catalogue reads; every admin write revalidates the tags it touches. */
export const ALL_PRODUCTS_TAG = "all-products";
export const SITE_CONTENT_TAG = "site-content";
export const STORE_SETTINGS_TAG = "store-settings";

export function productTag(id: string): string {
  return `product:${id}`;
}
