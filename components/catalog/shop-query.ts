import type { ProductSort } from "@/lib/catalog/product-query";
import type { ProductType } from "@/lib/vocabulary/products";

/** The shop's shareable state: it lives in the URL's search params. */
export interface ShopQuery {
  q: string;
  type: ProductType | "";
  sort: ProductSort | "";
  /** How many Load More steps of 8 are shown (1 = the first 8). */
  page: number;
}

// Spec: 8 products per slide and per Load More step.
export const SHOP_STEP = 8;
export const SHOP_SORTS: { value: ProductSort | ""; label: string }[] = [
  { value: "", label: "Default" },
  { value: "priceLow", label: "Price: Low to High" },
  { value: "priceHigh", label: "Price: High to Low" },
];

/** /shop?… with only the params that are set, so shared links stay short. */
export function shopHref(query: Partial<ShopQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  if (query.sort) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/shop?${search}` : "/shop";
}
