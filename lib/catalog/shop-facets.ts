import "server-only";
import { unstable_cache } from "next/cache";
import type { QueryFilter } from "mongoose";
import { ALL_PRODUCTS_TAG, OPEN_ENDED_LISTING_TAG, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import { searchCatalogue } from "@/lib/search/catalogue-search";
import { Types } from "mongoose";
import type { ProductRecord } from "@/models/product";
import { findShopFacets, type ShopFacets, type ShopSelection } from "./shop-filter-query";
import { activeFilterCount } from "./shop-filters";

const PROMO_FRESHNESS_SECONDS = 300;

/** A listing whose facets are counted: a search's matches, narrowed by a selection. */
export interface FacetQuery extends ShopSelection {
  q?: string;
}

async function countFacets(query: FacetQuery): Promise<ShopFacets> {
  const filter: QueryFilter<ProductRecord> = {};
  if (query.q) filter._id = { $in: (await searchCatalogue(query.q)).map((hit) => new Types.ObjectId(hit.id)) };
  return findShopFacets(filter, query);
}

const everyones = unstable_cache(countFacets, ["shop-facets"], { tags: [ALL_PRODUCTS_TAG, STOCK_LABELS_TAG], revalidate: PROMO_FRESHNESS_SECONDS });
const openEnded = unstable_cache(countFacets, ["shop-facets"], { tags: [ALL_PRODUCTS_TAG, STOCK_LABELS_TAG, OPEN_ENDED_LISTING_TAG], revalidate: PROMO_FRESHNESS_SECONDS });

/**
 * The counts beside each filter option, cached like the listing they describe: the counts of an
 * unnarrowed page kept while the catalogue is unchanged, any other combination among the newest.
 */
export function getShopFacets(query: FacetQuery): Promise<ShopFacets> {
  const narrowed = Boolean(query.q || query.type || query.minRating || activeFilterCount(query.filters) > 0);
  return (narrowed ? openEnded : everyones)(query);
}
