import "server-only";
import { shopHref, type ShopQuery } from "./shop-query";
import { parseShopSearchParams, searchParamsRecord } from "./shop-search-params";

/**
 * /shop?q=…&type=…&sort=…&page=… is served by /shop/<view>: the request's query, read and
 * normalised once (lib/search, shop-search-params), written in one canonical order as one path
 * segment (base64url: no character a path treats specially). A path is what the shared cache
 * keeps a rendered page under, so every spelling of one search shares one cached page.
 */
export function shopViewPath(query: ShopQuery): string {
  const search = shopHref(query).slice("/shop".length).replace(/^\?/, "");
  return search ? `/shop/${Buffer.from(search).toString("base64url")}` : "/shop";
}

/** The query a view segment stands for, and whether the segment is that query's own spelling. */
export function readShopView(segment: string): { query: ShopQuery; canonical: boolean } {
  const search = Buffer.from(segment, "base64url").toString("utf8");
  const query = parseShopSearchParams(searchParamsRecord(new URLSearchParams(search)));
  return { query, canonical: shopViewPath(query) === `/shop/${segment}` };
}

/** The path that serves /shop with these search params. */
export function shopViewPathOf(searchParams: URLSearchParams): string {
  return shopViewPath(parseShopSearchParams(searchParamsRecord(searchParams)));
}
