import "server-only";
import { searchCatalogue } from "@/lib/search/catalogue-search";
import { searchPattern } from "@/lib/search/search-term";
import type { QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import type { ProductType } from "@/lib/vocabulary/products";
import { Product, PUBLISHED, type ProductRecord } from "@/models/product";
import type { ProductQuery } from "./product-query";
import { listingIds } from "./catalogue-listing";
import { facetCatalogue } from "./facet-catalogue";
import { NO_FILTERS, type ShopFilters } from "./shop-filters";
import { toProductView, type ProductView } from "./product-view";

export interface ProductPage {
  products: ProductView[];
  total: number;
  page: number;
  limit: number;
}

/** Products the admin's search finds: the term anywhere in the brand or name, or a size's SKU whole. */
export function productSearchFilter(term: string): QueryFilter<ProductRecord> {
  const pattern = searchPattern(term);
  // A SKU matches whole (they are stored upper-case): as a substring, made SKUs' hex digits would match everyday words.
  return { $or: [{ brand: pattern }, { name: pattern }, { "sizes.sku": term.trim().toUpperCase() }] };
}

/** These products, in this order, as pages show them; an id no longer in the catalogue is left out. */
async function findProductsInOrder(ids: readonly string[], now: Date): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  await connectToDatabase();
  const records = await Product.find({ _id: { $in: ids }, ...PUBLISHED }).lean<ProductRecord[]>();
  const byId = new Map(records.map((record) => [String(record._id), record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [toProductView(record, now)] : [];
  });
}

/**
 * A page of the storefront's catalogue: its type, rating, filters and search, in the sort asked
 * for (a search unsorted in rank order, lib/search ranks). Which products, and their order, come
 * from the catalogue held in memory (lib/catalog/catalogue-listing.ts); the database reads only
 * the page's products by id, so a page nobody asked for before costs no pass over 10,000 products.
 */
export async function findProducts(query: ProductQuery & { filters?: ShopFilters }): Promise<ProductPage> {
  const now = new Date();
  const [catalogue, ranked] = await Promise.all([facetCatalogue(), query.q ? searchCatalogue(query.q) : undefined]);
  const selection = { type: query.type, minRating: query.minRating, filters: query.filters ?? NO_FILTERS };
  const ids = listingIds(catalogue, selection, { sort: query.sort, ranked: ranked?.map((hit) => hit.id) }, now);
  const products = await findProductsInOrder(ids.slice((query.page - 1) * query.limit, query.page * query.limit), now);
  return { products, total: ids.length, page: query.page, limit: query.limit };
}

/** Whether a published product has this id: one look at the _id index, nothing read. */
export async function isPublishedProduct(id: string): Promise<boolean> {
  if (!isObjectId(id)) return false;
  await connectToDatabase();
  return (await Product.exists({ _id: id, ...PUBLISHED })) !== null;
}

export async function findProductById(id: string): Promise<ProductView | null> {
  if (!isObjectId(id)) return null;
  await connectToDatabase();
  const record = await Product.findOne({ _id: id, ...PUBLISHED }).lean<ProductRecord>();
  return record ? toProductView(record) : null;
}

export async function findProductTypes(): Promise<ProductType[]> {
  await connectToDatabase();
  const types = (await Product.distinct("type", PUBLISHED)) as ProductType[];
  return types.sort();
}

/** The ids of products of the same type, oldest first: which ones a product page suggests. */
export async function findRelatedProductIds(product: ProductView, limit = 4): Promise<string[]> {
  await connectToDatabase();
  const records = await Product.find({ type: product.type, _id: { $ne: product._id }, ...PUBLISHED }, { _id: 1 })
    .sort({ createdAt: 1 })
    .limit(limit)
    .lean();
  return records.map((record) => String(record._id));
}

/** A product as the sitemap lists it. */
export interface SitemapProduct {
  _id: string;
  images: string[];
}

export async function countProducts(): Promise<number> {
  await connectToDatabase();
  return Product.countDocuments(PUBLISHED);
}

/** Products in a stable order (by id), a slice at a time, with only what a sitemap needs. */
export async function findSitemapProducts(skip: number, limit: number): Promise<SitemapProduct[]> {
  await connectToDatabase();
  const records = await Product.find(PUBLISHED, { _id: 1, "images.url": 1 }).sort({ _id: 1 }).skip(skip).limit(limit).lean<{ _id: unknown; images?: { url: string }[] }[]>();
  return records.map((record) => ({ _id: String(record._id), images: (record.images ?? []).map((image) => image.url) }));
}

/** Every product a page at a time in a stable order (by id), for the shopping feeds. */
export async function findFeedProducts(skip: number, limit: number): Promise<ProductView[]> {
  await connectToDatabase();
  const records = await Product.find(PUBLISHED).sort({ _id: 1 }).skip(skip).limit(limit).lean<ProductRecord[]>();
  return records.map((record) => toProductView(record));
}
