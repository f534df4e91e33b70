import "server-only";
import { Types, type QueryFilter } from "mongoose";
import { revalidateTags } from "@/lib/cache/revalidate";
import { COLLECTIONS_TAG, collectionTag } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { findPage } from "@/lib/db/find-page";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { Collection, type CollectionRecord } from "@/models/collection";
import { Product, PUBLISHED, type ProductRecord } from "@/models/product";
import { ruleAdmits, ruleConditions } from "./collection-rules";
import { COLLECTION_MESSAGES, type CollectionInput, type CollectionView } from "./collection-schema";
import type { FacetProduct } from "./facet-count";
import { toProductView, type ProductView } from "./product-view";

type Condition = QueryFilter<ProductRecord>;

const collectionNotFound = () => new DomainError("collection-not-found", "not-found", COLLECTION_MESSAGES.notFound);

export function toCollectionView(record: CollectionRecord): CollectionView {
  const rule = Object.fromEntries(Object.entries(record.rule ?? {}).filter(([, value]) => value !== null && value !== undefined));
  return {
    _id: String(record._id),
    slug: record.slug,
    title: record.title,
    description: record.description ?? "",
    image: record.image ?? null,
    imageAlt: record.imageAlt ?? "",
    kind: record.kind,
    products: (record.products ?? []).map(String),
    rule,
  };
}

/** Every collection, by title: the admin's list and the sitemap. */
export async function listCollections(): Promise<CollectionView[]> {
  await connectToDatabase();
  const records = await Collection.find().sort({ title: 1 }).lean<CollectionRecord[]>();
  return records.map(toCollectionView);
}

export async function findCollectionById(id: string): Promise<CollectionView | null> {
  await connectToDatabase();
  const record = await Collection.findById(id).lean<CollectionRecord>();
  return record ? toCollectionView(record) : null;
}

/** The products the owner may pick, by brand and name; a very large shop offers its first thousand. */
export async function pickableProducts(): Promise<{ _id: string; label: string }[]> {
  await connectToDatabase();
  const records = await Product.find({}, { brand: 1, name: 1 }).sort({ brand: 1, name: 1 }).limit(1000).lean<{ _id: Types.ObjectId; brand: string; name: string }[]>();
  return records.map((record) => ({ _id: String(record._id), label: `${record.brand} ${record.name}` }));
}

/** What a save stores: a hand-picked collection keeps no rule, one by rule no products. */
async function storedFields(input: CollectionInput) {
  if (input.kind === "picked") {
    const found = await Product.countDocuments({ _id: { $in: input.products } });
    if (found !== input.products.length) throw invalidFields("products-unknown", { products: [COLLECTION_MESSAGES.productsUnknown] });
  }
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    imageAlt: input.imageAlt,
    kind: input.kind,
    products: input.kind === "picked" ? input.products.map((id) => new Types.ObjectId(id)) : undefined,
    rule: input.kind === "rule" ? input.rule : undefined,
  };
}

function slugTaken(error: unknown): never {
  if (isDuplicateKeyError(error, "slug")) throw invalidFields("slug-taken", { slug: [COLLECTION_MESSAGES.slugTaken] });
  throw error;
}

export async function createCollection(input: CollectionInput): Promise<CollectionView> {
  await connectToDatabase();
  const created = await Collection.create(await storedFields(input)).catch(slugTaken);
  await revalidateTags(COLLECTIONS_TAG, collectionTag(input.slug));
  return toCollectionView(created.toObject<CollectionRecord>());
}

/** Saves the owner's edit; a new address expires the old page too. */
export async function updateCollection(id: string, input: CollectionInput): Promise<CollectionView> {
  await connectToDatabase();
  const fields = await storedFields(input);
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const unset = Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [[key, 1]] : [])));
  const before = await Collection.findByIdAndUpdate(id, { $set: set, $unset: unset }, { runValidators: true })
    .lean<CollectionRecord>()
    .catch(slugTaken);
  if (!before) throw collectionNotFound();
  await revalidateTags(COLLECTIONS_TAG, collectionTag(before.slug), collectionTag(input.slug));
  return toCollectionView({ ...before, ...fields, _id: before._id } as CollectionRecord);
}

export async function deleteCollection(id: string): Promise<void> {
  await connectToDatabase();
  const removed = await Collection.findByIdAndDelete(id).lean<CollectionRecord>();
  if (!removed) throw collectionNotFound();
  await revalidateTags(COLLECTIONS_TAG, collectionTag(removed.slug));
}

/** The products a collection holds at `now`, as one database condition. */
export function collectionCondition(collection: CollectionView, now: Date): Condition {
  if (collection.kind === "picked") return { _id: { $in: collection.products.map((id) => new Types.ObjectId(id)) } };
  const conditions = ruleConditions(collection.rule, now);
  return conditions.length > 0 ? { $and: conditions } : {};
}

/** The same membership as collectionCondition, for a product held in memory (the filters' counts). */
export function collectionAdmits(collection: CollectionView, now: Date): (product: FacetProduct) => boolean {
  if (collection.kind === "rule") return ruleAdmits(collection.rule, now);
  const picked = new Set(collection.products);
  return (product) => picked.has(product.id);
}

/**
 * The first `limit` of a collection's products that also pass `narrowed` (the shopper's filters),
 * and how many pass in all: a hand-picked one in the owner's order, one by rule newest first.
 */
export async function findCollectionProducts(collection: CollectionView, narrowed: Condition[], limit: number, now: Date = new Date()): Promise<{ products: ProductView[]; total: number }> {
  await connectToDatabase();
  const filter: Condition = { $and: [PUBLISHED, collectionCondition(collection, now), ...narrowed] };
  if (collection.kind === "rule") {
    const { records, total } = await findPage<ProductRecord>(Product, { filter, sort: { createdAt: -1, _id: -1 }, page: 1, limit });
    return { products: records.map((record) => toProductView(record, now)), total };
  }
  const records = await Product.find(filter).lean<ProductRecord[]>();
  const byId = new Map(records.map((record) => [String(record._id), record]));
  const ordered = collection.products.flatMap((id) => byId.get(id) ?? []);
  return { products: ordered.slice(0, limit).map((record) => toProductView(record, now)), total: ordered.length };
}
