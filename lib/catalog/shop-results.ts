import "server-only";
import { pageCount } from "@/lib/vocabulary/page-number";
import { getProducts } from "./cached";
import type { ProductQuery } from "./product-query";
import type { ProductPage } from "./products";
import type { ShopFilters } from "./shop-filters";

export type ShopFilter = Pick<ProductQuery, "q" | "type" | "sort" | "minRating"> & { filters?: ShopFilters };

/**
 * The shop's first `steps` Load More steps of `step` products, as one list. A step past the last
 * result shows the whole list instead, so a large or stale `page` in a URL can neither ask the
 * database for more than the catalogue holds nor fill the data cache with one entry per number.
 */
export async function getShopResults(filter: ShopFilter, steps: number, step: number): Promise<ProductPage & { steps: number }> {
  const first = await getProducts({ ...filter, page: 1, limit: step });
  const shown = Math.min(steps, pageCount(first.total, step));
  const result = shown === 1 ? first : await getProducts({ ...filter, page: 1, limit: step * shown });
  return { ...result, steps: shown };
}
