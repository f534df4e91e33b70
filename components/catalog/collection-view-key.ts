import "server-only";
import { parseShopFilters, shopFilterEntries, type ShopFilters } from "@/lib/catalog/shop-filters";
import { collectionPath } from "@/lib/vocabulary/collections";

/** What one view of a collection's page shows: its filters, and how many steps of "Show more". */
export interface CollectionViewQuery {
  filters: ShopFilters;
  steps: number;
}

/** The view's public address: the filters and steps in the one order /shop's links use. */
export function collectionHref(slug: string, { filters, steps }: CollectionViewQuery): string {
  const params = new URLSearchParams(shopFilterEntries(filters));
  if (steps > 1) params.set("page", String(steps));
  const search = params.toString();
  return search ? `${collectionPath(slug)}?${search}` : collectionPath(slug);
}

/** Filters and steps read leniently from a query string: unknown keys and values left out, a step count below 1 as 1. */
function readQuery(search: URLSearchParams): CollectionViewQuery {
  const filters = parseShopFilters((key) => search.getAll(key));
  const requested = Number.parseInt(search.get("page") ?? "1", 10);
  return { filters, steps: Number.isSafeInteger(requested) && requested >= 1 ? requested : 1 };
}

/**
 * /collections/<slug>?<filters>&page=… is served by /collections/<slug>/<view>: the query read and
 * normalised once, written in its one order as one path segment (base64url, as /shop's views in
 * shop-view-key.ts), so every spelling of one view shares the one page the shared cache keeps.
 */
export function collectionViewPath(slug: string, query: CollectionViewQuery): string {
  const href = collectionHref(slug, query);
  const search = href.slice(collectionPath(slug).length).replace(/^\?/, "");
  return search ? `${collectionPath(slug)}/${Buffer.from(search).toString("base64url")}` : collectionPath(slug);
}

/** The view a segment stands for, and whether the segment is that view's own spelling. */
export function readCollectionView(slug: string, segment: string): CollectionViewQuery & { canonical: boolean } {
  const query = readQuery(new URLSearchParams(Buffer.from(segment, "base64url").toString("utf8")));
  return { ...query, canonical: collectionViewPath(slug, query) === `${collectionPath(slug)}/${segment}` };
}

/** The path that serves a collection's page with these search params. */
export function collectionViewPathOf(slug: string, searchParams: URLSearchParams): string {
  return collectionViewPath(slug, readQuery(searchParams));
}
