import "server-only";
import { unstable_cache } from "next/cache";
import { ALL_PRODUCTS_TAG, OPEN_ENDED_LISTING_TAG, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import { searchCatalogue } from "@/lib/search/catalogue-search";
import { facetCatalogue } from "./facet-catalogue";
import { countFacets, type FacetProduct, type ShopFacets, type ShopSelection } from "./facet-count";
import { activeFilterCount } from "./shop-filters";

const PROMO_FRESHNESS_SECONDS = 300;

/**
 * Every facet's option counts over the products `within` admits (a search's matches, a
 * collection's members; all when absent), from the catalogue held in memory: no pass over the database.
 */
export async function findShopFacets(selection: ShopSelection, within?: (product: FacetProduct) => boolean): Promise<ShopFacets> {
  const products = await facetCatalogue();
  return countFacets(within ? [...products.values()].filter(within) : products.values(), selection);
}

/** A listing whose facets are counted: a search's matches, narrowed by a selection. */
export interface FacetQuery extends ShopSelection {
  q?: string;
}

async function countQuery(query: FacetQuery): Promise<ShopFacets> {
  if (!query.q) return findShopFacets(query);
  const found = new Set((await searchCatalogue(query.q)).map((hit) => hit.id));
  return findShopFacets(query, (product) => found.has(product.id));
}

const everyones = unstable_cache(countQuery, ["shop-facets"], { tags: [ALL_PRODUCTS_TAG, STOCK_LABELS_TAG], revalidate: PROMO_FRESHNESS_SECONDS });
const openEnded = unstable_cache(countQuery, ["shop-facets"], { tags: [ALL_PRODUCTS_TAG, STOCK_LABELS_TAG, OPEN_ENDED_LISTING_TAG], revalidate: PROMO_FRESHNESS_SECONDS });

/**
 * The counts beside each filter option, cached like the listing they describe: the counts of an
 * unnarrowed page kept while the catalogue is unchanged, any other combination among the newest.
 */
export function getShopFacets(query: FacetQuery): Promise<ShopFacets> {
  const narrowed = Boolean(query.q || query.type || query.minRating || activeFilterCount(query.filters) > 0);
  return (narrowed ? openEnded : everyones)(query);
}
