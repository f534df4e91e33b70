import "server-only";
import { unstable_cache } from "next/cache";
import { ALL_PRODUCTS_TAG, COLLECTIONS_TAG, collectionTag, OPEN_ENDED_LISTING_TAG, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import { collectionAdmits, findCollectionProducts, listCollections } from "./collections";
import { findShopFacets } from "./shop-facets";
import type { ShopFacets } from "./facet-count";
import { filterConditions } from "./shop-filter-query";
import { activeFilterCount, type ShopFilters } from "./shop-filters";
import type { CollectionView } from "./collection-schema";
import type { ProductView } from "./product-view";

// Rules on promotions and "new in the last N days" move with the clock, not only with writes.
const RULE_FRESHNESS_SECONDS = 300;

/** Every collection, kept until the owner adds, edits or removes one: the sitemap's, and each collection page's. */
export const getCollections = unstable_cache(() => listCollections(), ["collections"], { tags: [COLLECTIONS_TAG] });

/**
 * The collection at this address, found among every collection: an address no collection has (anyone
 * can make up endless ones, some past the length Next.js allows a tag) keeps no cache entry of its own.
 */
export async function getCollection(slug: string): Promise<CollectionView | null> {
  return (await getCollections()).find((collection) => collection.slug === slug) ?? null;
}

/** A collection's listing and its filters' counts carry its tag and the catalogue's; a filtered one is among the bounded newest. */
const tagsOf = (slug: string, filters: ShopFilters) => [collectionTag(slug), ALL_PRODUCTS_TAG, STOCK_LABELS_TAG, ...(activeFilterCount(filters) > 0 ? [OPEN_ENDED_LISTING_TAG] : [])];

export function getCollectionProducts(collection: CollectionView, filters: ShopFilters, limit: number): Promise<{ products: ProductView[]; total: number }> {
  return unstable_cache(() => findCollectionProducts(collection, filterConditions(filters), limit), ["collection-products", collection.slug, JSON.stringify(filters), String(limit)], {
    tags: tagsOf(collection.slug, filters),
    revalidate: RULE_FRESHNESS_SECONDS,
  })();
}

export function getCollectionFacets(collection: CollectionView, filters: ShopFilters): Promise<ShopFacets> {
  return unstable_cache(() => findShopFacets({ filters }, collectionAdmits(collection, new Date())), ["collection-facets", collection.slug, JSON.stringify(filters)], {
    tags: tagsOf(collection.slug, filters),
    revalidate: RULE_FRESHNESS_SECONDS,
  })();
}
