import type { ProductSort } from "@/lib/catalog/product-query";
import type { ProductType } from "@/lib/vocabulary/products";
import { shopFilterEntries, type ShopFilters } from "@/lib/catalog/shop-filters";

/** The shop's shareable state: it lives in the URL's search params. */
export interface ShopQuery {
  q: string;
  type: ProductType | "";
  sort: ProductSort | "";
  /** Only products rated this well or better: "4" for 4 stars and up. */
  rating: ShopRating;
  /** How many Load More steps of 8 are shown (1 = the first 8). */
  page: number;
  filters: ShopFilters;
}

// Spec: 8 products per slide and per Load More step.
export const SHOP_STEP = 8;
export const SHOP_SORTS: { value: ProductSort | ""; label: string }[] = [
  { value: "", label: "Default" },
  { value: "priceLow", label: "Price: Low to High" },
  { value: "priceHigh", label: "Price: High to Low" },
  { value: "topRated", label: "Top rated" },
];

/** The shop's rating filter: any, or four stars and up. */
export const SHOP_RATINGS = [
  { value: "", label: "Any rating" },
  { value: "4", label: "4★ and up" },
] as const;
export type ShopRating = (typeof SHOP_RATINGS)[number]["value"];

/** /shop?… with only the params that are set, so shared links stay short. */
export function shopHref(query: Partial<ShopQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  if (query.sort) params.set("sort", query.sort);
  if (query.rating) params.set("rating", query.rating);
  for (const [key, value] of query.filters ? shopFilterEntries(query.filters) : []) params.append(key, value);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/shop?${search}` : "/shop";
}
