import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CollectionProducts } from "@/components/catalog/collection-products";
import { ShopEmpty } from "@/components/catalog/shop-empty";
import { ShopFilterPanel } from "@/components/catalog/shop-filter-panel";
import { ResponsivePicture } from "@/components/catalog/responsive-picture";
import collectionStyles from "@/components/catalog/collection-products.module.css";
import styles from "@/components/catalog/shop.module.css";
import { StorePage } from "@/components/layout/store-page";
import { getCollection, getCollectionFacets, getCollectionProducts } from "@/lib/catalog/collections-cached";
import type { CollectionView } from "@/lib/catalog/collection-schema";
import { parseShopFilters, shopFilterEntries, type ShopFilters } from "@/lib/catalog/shop-filters";
import { absoluteUrl } from "@/lib/content/product-structured-data";
import { shareImageUrl } from "@/lib/images/photo-variants";
import { collectionPath } from "@/lib/vocabulary/collections";
import { pageCount } from "@/lib/vocabulary/page-number";

type Params = Promise<{ slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Products per step of "Show more". */
const STEP = 24;

/** Unknown collections go home, as every unknown path does (spec). */
async function collectionOrHome(slug: string): Promise<CollectionView> {
  const collection = await getCollection(slug);
  if (!collection) redirect("/");
  return collection;
}

/** The request's search params, a key given several times keeping all its values. */
function askedParams(search: Record<string, string | string[] | undefined>): URLSearchParams {
  return new URLSearchParams(Object.entries(search).flatMap(([key, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item): [string, string] => [key, item]))));
}

/** The collection's page with these filters and steps, written in the one order /shop's links use. */
function collectionHref(slug: string, filters: ShopFilters, steps = 1): string {
  const params = new URLSearchParams(shopFilterEntries(filters));
  if (steps > 1) params.set("page", String(steps));
  const search = params.toString();
  return search ? `${collectionPath(slug)}?${search}` : collectionPath(slug);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const collection = await collectionOrHome((await params).slug);
  const path = collectionPath(collection.slug);
  const description = collection.description || `${collection.title}: perfumes and more from houses across Nigeria, priced in naira.`;
  return {
    title: collection.title,
    description,
    // Every filtered variant points to the collection itself.
    alternates: { canonical: path },
    openGraph: { type: "website", url: path, title: collection.title, description, ...(collection.image ? { images: [{ url: absoluteUrl(shareImageUrl(collection.image)), alt: collection.imageAlt || collection.title }] } : {}) },
  };
}

export default async function CollectionPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const collection = await collectionOrHome((await params).slug);
  const asked = askedParams(await searchParams);
  const filters = parseShopFilters((key) => asked.getAll(key));
  const requested = Number.parseInt(asked.get("page") ?? "1", 10);
  const steps = Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
  const [facets, first] = await Promise.all([getCollectionFacets(collection, filters), getCollectionProducts(collection, filters, STEP)]);
  const shown = Math.min(steps, Math.max(1, pageCount(first.total, STEP)));
  // One spelling per view (filters in their order, no step past the last), so one view is one cache entry.
  const canonical = collectionHref(collection.slug, filters, shown);
  const spelled = asked.size > 0 ? `${collectionPath(collection.slug)}?${asked}` : collectionPath(collection.slug);
  if (spelled !== canonical) redirect(canonical);
  const result = shown === 1 ? first : await getCollectionProducts(collection, filters, STEP * shown);
  return (
    <StorePage eyebrow="Collection" title={collection.title} lede={collection.description || undefined} className={styles.page}>
      {collection.image ? <ResponsivePicture src={collection.image} alt={collection.imageAlt} sizes="(max-width: 1200px) 100vw, 1200px" className={collectionStyles.image} /> : null}
      <ShopFilterPanel action={collectionPath(collection.slug)} filters={filters} facets={facets} keep={{}} clearHref={collectionPath(collection.slug)}>
        {result.products.length === 0 ? (
          <ShopEmpty />
        ) : (
          <CollectionProducts products={result.products} total={result.total} moreHref={result.products.length < result.total ? collectionHref(collection.slug, filters, shown + 1) : null} />
        )}
      </ShopFilterPanel>
    </StorePage>
  );
}
