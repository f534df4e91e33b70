import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { toCardProduct } from "@/components/catalog/product-card";
import { ShopControls } from "@/components/catalog/shop-controls";
import { ShopEmpty } from "@/components/catalog/shop-empty";
import { ShopSlides } from "@/components/catalog/shop-slides";
import { SHOP_STEP, shopHref, type ShopQuery } from "@/components/catalog/shop-query";
import { readShopView } from "@/components/catalog/shop-view-key";
import styles from "@/components/catalog/shop.module.css";
import { StorePage } from "@/components/layout/store-page";
import { getProductTypes } from "@/lib/catalog/cached";
import { getShopResults } from "@/lib/catalog/shop-results";
import { activeFilterCount, NO_FILTERS } from "@/lib/catalog/shop-filters";
import { getShopFacets } from "@/lib/catalog/shop-facets";
import { ShopFilterPanel } from "@/components/catalog/shop-filter-panel";

/**
 * /shop and every search, filter, sort and Load More of it. The proxy serves /shop?… from
 * /shop/<view> (components/catalog/shop-view-key.ts), so each is a page with a path: rendered on
 * its first request, then served from the shared cache until a product write or a stock label
 * change revalidates it. Nothing is rendered at build time: the build reads no database.
 */
export function generateStaticParams(): { view: string[] }[] {
  return [];
}

type Params = Promise<{ view?: string[] }>;

const EVERYTHING: ShopQuery = { q: "", type: "", sort: "", rating: "", page: 1, filters: NO_FILTERS };

/** The query a path stands for; a path that is not a view's own spelling goes to the one that is. */
async function queryOf(params: Params): Promise<ShopQuery> {
  const { view } = await params;
  if (!view) return EVERYTHING;
  const read = view.length === 1 && view[0] ? readShopView(view[0]) : null;
  if (!read) redirect("/shop");
  if (!read.canonical) redirect(shopHref(read.query));
  return read.query;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const query = await queryOf(params);
  const filtered = Boolean(query.q || query.type || query.sort || query.rating || query.page > 1 || activeFilterCount(query.filters) > 0);
  return {
    title: query.type ? `Shop ${query.type}s` : "Shop",
    description: "Browse luxury perfumes, reed diffusers and deodorants priced in naira. Search by name, brand or note, filter by type and sort by price.",
    alternates: { canonical: "/shop" },
    // Result variations share one canonical page and stay out of the index.
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

export default async function ShopPage({ params }: { params: Params }) {
  const requested = await queryOf(params);
  const selection = { type: requested.type || undefined, minRating: requested.rating ? Number(requested.rating) : undefined, filters: requested.filters };
  const [result, types, facets] = await Promise.all([
    getShopResults(
      { q: requested.q || undefined, sort: requested.sort || undefined, ...selection, filters: activeFilterCount(requested.filters) > 0 ? requested.filters : undefined },
      requested.page,
      SHOP_STEP,
    ),
    getProductTypes(),
    getShopFacets({ q: requested.q || undefined, ...selection }),
  ]);
  // A Load More count past the last result shows them all: under the count that does, so no
  // made-up number becomes a page of its own.
  if (result.steps !== requested.page) redirect(shopHref({ ...requested, page: result.steps }));
  const query = requested;
  const view = shopHref({ ...query, page: 1 });
  return (
    <StorePage eyebrow="The shop" title="Shop all fragrances" lede="Perfumes, reed diffusers and deodorants from houses across Nigeria, priced in naira." className={styles.page}>
      {/* A client component's props travel in the page's router data: only the two counts the controls show, not every filter's. */}
      <ShopControls key={`controls|${view}`} query={query} types={types} facets={{ type: facets.type, rating: facets.rating }} />
      <ShopFilterPanel
        action="/shop"
        filters={query.filters}
        facets={facets}
        keep={{ q: query.q, type: query.type, sort: query.sort, rating: query.rating }}
        clearHref={shopHref({ ...query, filters: NO_FILTERS, page: 1 })}
      >
        {result.products.length === 0 ? <ShopEmpty /> : <ShopSlides key={`results|${view}`} products={result.products.map(toCardProduct)} total={result.total} query={query} />}
      </ShopFilterPanel>
    </StorePage>
  );
}
