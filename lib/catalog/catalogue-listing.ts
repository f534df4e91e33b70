import { paidPrice } from "@/lib/pricing/promo";
import { admits, type FacetProduct, type ShopSelection } from "./facet-count";
import type { ProductSort } from "./product-query";

type Order = (a: FacetProduct, b: FacetProduct) => number;

// Product ids are ObjectIds, 24 hex digits: as strings they sort as the database sorts the ids.
const byId: Order = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
// A value the database would find missing sorts before every number, so last when descending; two
// missing ones subtract to NaN, which falls through to the next key like a tie.
const MISSING = Number.NEGATIVE_INFINITY;
const created = (product: FacetProduct) => product.createdAt?.getTime() ?? MISSING;

/** Oldest first: the catalogue's own order. */
const catalogueOrder: Order = (a, b) => created(a) - created(b) || byId(a, b);

/** Best rated first, the more reviewed first among equals; products with no published review last. */
const topRated: Order = (a, b) => (b.rating ?? MISSING) - (a.rating ?? MISSING) || (b.ratingCount ?? MISSING) - (a.ratingCount ?? MISSING) || byId(a, b);

/** By the price the shopper pays today (the promo price while a promo runs), then by id. */
function byPaidPrice(direction: 1 | -1, now: Date): Order {
  const paid = new Map<FacetProduct, number>();
  const priceOf = (product: FacetProduct) => {
    let price = paid.get(product);
    if (price === undefined) paid.set(product, (price = paidPrice(product.price, product.promo, now)));
    return price;
  };
  return (a, b) => direction * (priceOf(a) - priceOf(b)) || byId(a, b);
}

/** How a listing is ordered: a sort of the shopper's, else a search's ranking (best first), else the catalogue's order. */
export interface ListingOrder {
  sort?: ProductSort;
  /** A search's matches, best first: only these are listed. */
  ranked?: readonly string[];
}

/**
 * The ids of every product a listing shows, in its order, worked out from the catalogue held in
 * memory (lib/catalog/facet-catalogue.ts): the same products and order as the database gives for
 * the same conditions and sort, with no query but the page's own products by id.
 */
export function listingIds(products: ReadonlyMap<string, FacetProduct>, selection: ShopSelection, order: ListingOrder, now: Date): string[] {
  const passes = admits(selection);
  const listed = (order.ranked ? order.ranked.flatMap((id) => products.get(id) ?? []) : [...products.values()]).filter(passes);
  if (order.sort === "topRated") listed.sort(topRated);
  else if (order.sort) listed.sort(byPaidPrice(order.sort === "priceLow" ? 1 : -1, now));
  else if (!order.ranked) listed.sort(catalogueOrder);
  return listed.map((product) => product.id);
}
