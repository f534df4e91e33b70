import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { ALL_PRODUCTS_TAG, OPEN_ENDED_LISTING_TAG, productTag, STOCK_ALERTS_TAG, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import type { ProductQuery } from "./product-query";
import { countProducts, findFeedProducts, findProductById, findProductTypes, findProducts, findRelatedProductIds, findSitemapProducts, isPublishedProduct } from "./products";
import type { ProductView } from "./product-view";
import { activeFilterCount, type ShopFilters } from "./shop-filters";

// Admin writes expire these tags at once; the time limit only bounds how late a promo that
// starts or ends on its own shows up.
const PROMO_FRESHNESS_SECONDS = 300;

type ListingQuery = ProductQuery & { filters?: ShopFilters };

const listing = unstable_cache((query: ListingQuery) => findProducts(query), ["products"], {
  tags: [ALL_PRODUCTS_TAG, STOCK_LABELS_TAG],
  revalidate: PROMO_FRESHNESS_SECONDS,
});
const openEndedListing = unstable_cache((query: ListingQuery) => findProducts(query), ["products"], {
  tags: [ALL_PRODUCTS_TAG, STOCK_LABELS_TAG, OPEN_ENDED_LISTING_TAG],
  revalidate: PROMO_FRESHNESS_SECONDS,
});

/**
 * A page of the catalogue. The lists every visitor sees (the first page, unfiltered) are kept as
 * long as the catalogue is unchanged; a search, filter or later page is one of endless variants,
 * kept among the newest only. Pages that read one carry its tags, so they are bounded alike.
 */
export function getProducts(query: ListingQuery) {
  const everyones = !query.q && !query.type && !query.sort && !query.minRating && query.page === 1 && !(query.filters && activeFilterCount(query.filters) > 0);
  return (everyones ? listing : openEndedListing)(query);
}

export const getProductTypes = unstable_cache(() => findProductTypes(), ["product-types"], {
  tags: [ALL_PRODUCTS_TAG],
  revalidate: PROMO_FRESHNESS_SECONDS,
});

/**
 * The product with this id. An id no published product has is answered without a cache entry:
 * anyone can make up endless ids, and each would keep one (a malformed id, without the database).
 * Tagged with the product alone, so an order for another product leaves this one's page cached.
 * Asked once per render (React's cache): a product page asks for its metadata and for its body.
 */
export const getProduct = cache(async (id: string): Promise<ProductView | null> => ((await isPublishedProduct(id)) ? cachedProduct(id) : null));

/** The product's cached read, for an id the catalogue itself gave (no one can make those up). */
const cachedProduct = (id: string): Promise<ProductView | null> =>
  unstable_cache(() => findProductById(id), ["product", id], {
    tags: [productTag(id)],
    revalidate: PROMO_FRESHNESS_SECONDS,
  })();

/**
 * "You may also like": which products, by the catalogue's tag (they change with the owner's
 * writes), and each product read by its own tag, so a page showing B changes when B's stock does.
 */
export async function getRelatedProducts(product: ProductView): Promise<ProductView[]> {
  const ids = await unstable_cache(() => findRelatedProductIds(product), ["related-ids", product._id], {
    tags: [ALL_PRODUCTS_TAG],
    revalidate: PROMO_FRESHNESS_SECONDS,
  })();
  const related = await Promise.all(ids.map(cachedProduct));
  return related.filter((item): item is ProductView => item !== null);
}

export const getProductCount = unstable_cache(() => countProducts(), ["product-count"], { tags: [ALL_PRODUCTS_TAG] });

export const getSitemapProducts = unstable_cache((skip: number, limit: number) => findSitemapProducts(skip, limit), ["sitemap-products"], { tags: [ALL_PRODUCTS_TAG] });

/**
 * A page of products for the shopping feeds: expired by the owner's product writes and by every
 * stock move (a size selling out must leave the feeds), and within minutes of a promo's start or end.
 */
export const getFeedProducts = unstable_cache((skip: number, limit: number) => findFeedProducts(skip, limit), ["feed-products"], {
  tags: [ALL_PRODUCTS_TAG, STOCK_ALERTS_TAG],
  revalidate: PROMO_FRESHNESS_SECONDS,
});
