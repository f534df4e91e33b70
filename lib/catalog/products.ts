import "server-only";
import { searchPattern } from "@/lib/search/search-term";
import type { QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { findPage } from "@/lib/db/find-page";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import type { ProductType } from "@/lib/vocabulary/products";
import { Product, type ProductRecord } from "@/models/product";
import type { ProductQuery } from "./product-query";
import { toProductView, type ProductView } from "./product-view";

export interface ProductPage {
  products: ProductView[];
  total: number;
  page: number;
  limit: number;
}

export async function findProducts(query: ProductQuery): Promise<ProductPage> {
  const filter: QueryFilter<ProductRecord> = {};
  if (query.type) filter.type = query.type;
  if (query.q) {
    const pattern = searchPattern(query.q);
    filter.$or = [{ brand: pattern }, { name: pattern }];
  }
  const sort: Record<string, 1 | -1> =
    query.sort === "priceLow" ? { price: 1, _id: 1 } : query.sort === "priceHigh" ? { price: -1, _id: 1 } : { createdAt: 1, _id: 1 };
  const { records, total } = await findPage<ProductRecord>(Product, { filter, sort, page: query.page, limit: query.limit });
  return { products: records.map((record) => toProductView(record)), total, page: query.page, limit: query.limit };
}

export async function findProductById(id: string): Promise<ProductView | null> {
  if (!isObjectId(id)) return null;
  await connectToDatabase();
  const record = await Product.findById(id).lean<ProductRecord>();
  return record ? toProductView(record) : null;
}

export async function findProductTypes(): Promise<ProductType[]> {
  await connectToDatabase();
  const types = (await Product.distinct("type")) as ProductType[];
  return types.sort();
}

export async function findRelatedProducts(product: ProductView, limit = 4): Promise<ProductView[]> {
  await connectToDatabase();
  const records = await Product.find({ type: product.type, _id: { $ne: product._id } })
    .sort({ createdAt: 1 })
    .limit(limit)
    .lean<ProductRecord[]>();
  return records.map((record) => toProductView(record));
}
