import "server-only";
import { PRODUCT_SORTS, type ProductSort } from "@/lib/catalog/product-query";
import { normalizedSearchTerm } from "@/lib/search/search-term";
import { SHOP_RATINGS, type ShopQuery } from "./shop-query";
import { PRODUCT_TYPES, type ProductType } from "@/lib/vocabulary/products";
import { parseShopFilters } from "@/lib/catalog/shop-filters";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const every = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** A URL's search params as a record, a key given several times keeping all its values. */
export function searchParamsRecord(params: URLSearchParams): SearchParams {
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
}

/** Reads the shop's URL leniently: a hand-edited or stale link shows the nearest sensible page. */
export function parseShopSearchParams(params: SearchParams): ShopQuery {
  const q = normalizedSearchTerm(first(params.q));
  const type = first(params.type);
  const sort = first(params.sort);
  const page = Number.parseInt(first(params.page), 10);
  const rating = SHOP_RATINGS.find((option) => option.value === first(params.rating))?.value ?? "";
  return {
    q,
    type: (PRODUCT_TYPES as readonly string[]).includes(type) ? (type as ProductType) : "",
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : "",
    rating,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    filters: parseShopFilters((key) => every(params[key])),
  };
}
