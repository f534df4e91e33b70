import "server-only";
import { PRODUCT_SORTS, type ProductSort } from "@/lib/catalog/product-query";
import { normalizedSearchTerm } from "@/lib/search/search-term";
import { SHOP_RATINGS, type ShopQuery } from "./shop-query";
import { PRODUCT_TYPES, type ProductType } from "@/lib/vocabulary/products";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

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
  };
}
