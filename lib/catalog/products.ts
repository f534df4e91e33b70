import "server-only";
import { searchCatalogue } from "@/lib/search/catalogue-search";
import { searchPattern } from "@/lib/search/search-term";
import { Types, type QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { findPage } from "@/lib/db/find-page";
import { paidPriceExpression } from "@/lib/pricing/promo";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import type { ProductType } from "@/lib/vocabulary/products";
import { Product, PUBLISHED, type ProductRecord } from "@/models/product";
import type { ProductQuery } from "./product-query";
import { filterConditions } from "./shop-filter-query";
import type { ShopFilters } from "./shop-filters";
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

/**
 * The page of a search without a sort of its own: the ranked matches that pass the other
 * filters, in rank order, read by id (lib/search ranks; the database only filters).
 */
async function findRankedProducts(ranked: string[], filter: QueryFilter<ProductRecord>, query: ProductQuery): Promise<ProductPage> {
  await connectToDatabase();
  const passing = new Set((await Product.find(filter, { _id: 1 }).lean()).map((record) => String(record._id)));
  const matches = ranked.filter((id) => passing.has(id));
  const pageIds = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
  const records = await Product.find({ _id: { $in: pageIds } }).lean<ProductRecord[]>();
  const byId = new Map(records.map((record) => [String(record._id), record]));
  const products = pageIds.flatMap((id) => {
    const record = byId.get(id);
    return record ? [toProductView(record)] : [];
  });
  return { products, total: matches.length, page: query.page, limit: query.limit };
}

export async function findProducts(query: ProductQuery & { filters?: ShopFilters }): Promise<ProductPage> {
  const filter: QueryFilter<ProductRecord> = { ...PUBLISHED };
  if (query.type) filter.type = query.type;
  const narrowed = query.filters ? filterConditions(query.filters) : [];
  if (narrowed.length > 0) filter.$and = narrowed;
  let ranked: string[] | null = null;
  if (query.q) {
    ranked = (await searchCatalogue(query.q)).map((hit) => hit.id);
    // As ObjectIds: the price sorts' aggregation does not cast as a find does.
    filter._id = { $in: ranked.map((id) => new Types.ObjectId(id)) };
  }
  // Pages show the average to one decimal: a product shown with 4.0 stars is one of "4 and up".
  if (query.minRating) filter["rating.average"] = { $gte: query.minRating - 0.05 };
  // Best rated first, the more reviewed first among equals; products with no published review last.
  if (query.sort === "topRated") {
    const { records, total } = await findPage<ProductRecord>(Product, { filter, sort: { "rating.average": -1, "rating.count": -1, _id: 1 }, page: query.page, limit: query.limit });
    return { products: records.map((record) => toProductView(record)), total, page: query.page, limit: query.limit };
  }
  // Price sorts use the price the shopper pays (the promo price while a promo runs), worked out in the database.
  if (query.sort) {
    await connectToDatabase();
    const [records, total] = await Promise.all([
      Product.aggregate<ProductRecord>([
        { $match: filter },
        { $addFields: { paidPrice: paidPriceExpression(new Date()) } },
        { $sort: { paidPrice: query.sort === "priceLow" ? 1 : -1, _id: 1 } },
        { $skip: (query.page - 1) * query.limit },
        { $limit: query.limit },
        // An aggregation ignores the schema's hidden fields: stock holds stay out by name.
        { $project: { paidPrice: 0, holds: 0 } },
      ]),
      Product.countDocuments(filter),
    ]);
    return { products: records.map((record) => toProductView(record)), total, page: query.page, limit: query.limit };
  }
  if (ranked) return findRankedProducts(ranked, filter, query);
  const { records, total } = await findPage<ProductRecord>(Product, { filter, sort: { createdAt: 1, _id: 1 }, page: query.page, limit: query.limit });
  return { products: records.map((record) => toProductView(record)), total, page: query.page, limit: query.limit };
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
