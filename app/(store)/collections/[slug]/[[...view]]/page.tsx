import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CollectionProducts } from "@/components/catalog/collection-products";
import { collectionHref, readCollectionView, type CollectionViewQuery } from "@/components/catalog/collection-view-key";
import { ShopEmpty } from "@/components/catalog/shop-empty";
import { ShopFilterPanel } from "@/components/catalog/shop-filter-panel";
import { ResponsivePicture } from "@/components/catalog/responsive-picture";
import collectionStyles from "@/components/catalog/collection-products.module.css";
import styles from "@/components/catalog/shop.module.css";
import { StorePage } from "@/components/layout/store-page";
import { getCollection, getCollectionFacets, getCollectionProducts } from "@/lib/catalog/collections-cached";
import type { CollectionView } from "@/lib/catalog/collection-schema";
import { NO_FILTERS } from "@/lib/catalog/shop-filters";
import { absoluteUrl } from "@/lib/content/product-structured-data";
import { shareImageUrl } from "@/lib/images/photo-variants";
import { collectionPath } from "@/lib/vocabulary/collections";
import { pageCount } from "@/lib/vocabulary/page-number";

type Params = Promise<{ slug: string; view?: string[] }>;

/** Products per step of "Show more". */
const STEP = 24;

/**
 * A collection's page and every filter and "Show more" of it. The proxy serves
 * /collections/<slug>?… from /collections/<slug>/<view> (components/catalog/collection-view-key.ts),
 * so each is a page with a path: rendered on its first request, then served from the shared cache
 * until a write to the collection or the catalogue revalidates it. The build reads no database.
 */
export function generateStaticParams(): { slug: string; view: string[] }[] {
  return [];
}

/** Unknown collections go home, as every unknown path does (spec). */
async function collectionOrHome(slug: string): Promise<CollectionView> {
  const collection = await getCollection(slug);
  if (!collection) redirect("/");
  return collection;
}

/** The view a path stands for; a path that is not a view's own spelling goes to the public address of the one it means. */
function viewOf(slug: string, view: string[] | undefined): CollectionViewQuery {
  if (!view) return { filters: NO_FILTERS, steps: 1 };
  const read = view.length === 1 && view[0] ? readCollectionView(slug, view[0]) : null;
  if (!read) redirect(collectionPath(slug));
  if (!read.canonical) redirect(collectionHref(slug, read));
  return read;
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

export default async function CollectionPage({ params }: { params: Params }) {
  const { slug, view } = await params;
  const collection = await collectionOrHome(slug);
  const { filters, steps } = viewOf(collection.slug, view);
  const [facets, first] = await Promise.all([getCollectionFacets(collection, filters), getCollectionProducts(collection, filters, STEP)]);
  // A step count past the last product shows them all: under the count that does, so no made-up number becomes a page of its own.
  const shown = Math.min(steps, Math.max(1, pageCount(first.total, STEP)));
  if (shown !== steps) redirect(collectionHref(collection.slug, { filters, steps: shown }));
  const result = shown === 1 ? first : await getCollectionProducts(collection, filters, STEP * shown);
  return (
    <StorePage eyebrow="Collection" title={collection.title} lede={collection.description || undefined} className={styles.page}>
      {collection.image ? <ResponsivePicture src={collection.image} alt={collection.imageAlt} sizes="(max-width: 1200px) 100vw, 1200px" className={collectionStyles.image} /> : null}
      <ShopFilterPanel action={collectionPath(collection.slug)} filters={filters} facets={facets} keep={{}} clearHref={collectionPath(collection.slug)}>
        {result.products.length === 0 ? (
          <ShopEmpty />
        ) : (
          <CollectionProducts products={result.products} total={result.total} moreHref={result.products.length < result.total ? collectionHref(collection.slug, { filters, steps: shown + 1 }) : null} />
        )}
      </ShopFilterPanel>
    </StorePage>
  );
}
