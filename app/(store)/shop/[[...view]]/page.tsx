import type { Metadata } from "next";
import { toCardProduct } from "@/components/catalog/product-card";
import { ShopControls } from "@/components/catalog/shop-controls";
import { ShopEmpty } from "@/components/catalog/shop-empty";
import { ShopSlides } from "@/components/catalog/shop-slides";
import { SHOP_STEP } from "@/components/catalog/shop-query";
import { parseShopSearchParams } from "@/components/catalog/shop-search-params";
import styles from "@/components/catalog/shop.module.css";
import { StorePage } from "@/components/layout/store-page";
import { getProductTypes } from "@/lib/catalog/cached";
import { getShopResults } from "@/lib/catalog/shop-results";

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = parseShopSearchParams(await searchParams);
  const filtered = Boolean(query.q || query.type || query.sort || query.page > 1);
  return {
    title: query.type ? `Shop ${query.type}s` : "Shop",
    description: "Browse luxury perfumes, reed diffusers and deodorants priced in naira. Search by brand or name, filter by type and sort by price.",
    alternates: { canonical: "/shop" },
    // Result variations share one canonical page and stay out of the index.
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

export default async function ShopPage({ searchParams }: { searchParams: SearchParams }) {
  const requested = parseShopSearchParams(await searchParams);
  const [result, types] = await Promise.all([
    getShopResults({ q: requested.q || undefined, type: requested.type || undefined, sort: requested.sort || undefined }, requested.page, SHOP_STEP),
    getProductTypes(),
  ]);
  const query = { ...requested, page: result.steps };
  return (
    <StorePage eyebrow="The shop" title="Shop all fragrances" lede="Perfumes, reed diffusers and deodorants from houses across Nigeria, priced in naira." className={styles.page}>
      <ShopControls key={`controls|${query.q}|${query.type}|${query.sort}`} query={query} types={types} />
      {result.products.length === 0 ? (
        <ShopEmpty />
      ) : (
        <ShopSlides key={`results|${query.q}|${query.type}|${query.sort}`} products={result.products.map(toCardProduct)} total={result.total} query={query} />
      )}
    </StorePage>
  );
}
