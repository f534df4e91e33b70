import "server-only";
import { Types } from "mongoose";
import { Recent } from "@/lib/cache/recent.mjs";
import { readTagsRevalidatedSince, type StoreDb } from "@/lib/cache/shared-store.mjs";
import { ALL_PRODUCTS_TAG, PRODUCT_TAG_PREFIX } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { Product, PUBLISHED } from "@/models/product";
import { catalogueTagState } from "./catalogue-tag-state";
import { SearchIndex, type SearchableProduct, type SearchHit } from "./search-index";

/** A search lists at most its best this many products: a letter typed in a large shop matches them all. */
export const MAX_SEARCH_RESULTS = 1_000;

interface StoredProduct {
  _id: unknown;
  name?: string;
  brand?: string;
  notes?: string;
  description?: string;
  scentNotes?: { top?: string[]; heart?: string[]; base?: string[] };
  sizes?: { sku?: string }[];
}

function searchable(record: StoredProduct): SearchableProduct {
  const pyramid = record.scentNotes ? [...(record.scentNotes.top ?? []), ...(record.scentNotes.heart ?? []), ...(record.scentNotes.base ?? [])] : [];
  return {
    id: String(record._id),
    name: record.name ?? "",
    brand: record.brand ?? "",
    notes: [record.notes ?? "", ...pyramid].join(" "),
    description: record.description ?? "",
    skus: (record.sizes ?? []).flatMap((size) => (size.sku ? [size.sku] : [])),
  };
}

const SEARCHED_FIELDS = { name: 1, brand: 1, notes: 1, description: 1, scentNotes: 1, "sizes.sku": 1 } as const;
// The catalogue's order: a product written later keeps its place, a new one is the newest.
const CATALOGUE_ORDER = { createdAt: 1, _id: 1 } as const;

async function buildIndex(): Promise<SearchIndex> {
  // The driver's plain documents, in the catalogue's order: no model instances for 10,000 products.
  const records = await Product.collection.find(PUBLISHED, { projection: SEARCHED_FIELDS, sort: CATALOGUE_ORDER }).toArray();
  return new SearchIndex((records as StoredProduct[]).map(searchable));
}

/**
 * Past this many products written at once (an import, a bulk move), reading the catalogue again
 * costs less than putting each in place.
 */
const MOST_PUT_IN_PLACE = 500;

/**
 * Brings an index read when `all-products` was last expired at `since` up to `latest`: every
 * product write expires that tag and the product's own at one time (revalidateProducts), so the
 * products whose tags were expired since are the ones to read again. Null when that cannot tell
 * (an expiry that named no product, or too many to put in place): then the catalogue is read again.
 */
async function catchUp(db: StoreDb, index: SearchIndex, since: number, latest: number): Promise<SearchIndex | null> {
  const written = await readTagsRevalidatedSince(db, PRODUCT_TAG_PREFIX, since);
  const ids = [...written.keys()].map((tag) => tag.slice(PRODUCT_TAG_PREFIX.length)).filter(isObjectId);
  if (![...written.values()].some((at) => at >= latest) || ids.length > MOST_PUT_IN_PLACE) return null;
  const records = (await Product.collection
    .find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, ...PUBLISHED }, { projection: SEARCHED_FIELDS, sort: CATALOGUE_ORDER })
    .toArray()) as StoredProduct[];
  const found = new Set(records.map((record) => String(record._id)));
  index.update(records.map(searchable), ids.filter((id) => !found.has(id)));
  return index;
}

/**
 * Answers kept per index: a page of a search asks for it twice (its listing and its filters'
 * counts), each ranking every product with one of the words.
 */
const KEPT_ANSWERS = 16;

interface HeldIndex {
  source: string;
  asOf: number;
  index: Promise<SearchIndex>;
  /** The latest searches' answers from this index as it was then. */
  answers: Recent<SearchHit[]>;
}

// One index per process, for the database and catalogue it was read from: `asOf` is when
// `all-products` had last been expired when it was read or brought up to date.
const held = globalThis as typeof globalThis & { scentsSearchIndex?: HeldIndex };

/**
 * The catalogue's search index, kept up to date with product writes: every write expires the
 * all-products tag in the shared store (lib/cache/revalidate.ts), so each instance sees it on its
 * next search after its copy of the tags' state has (catalogueTagState), as cached pages do, then
 * reads again only the products written since. Another database, or a reset one, is read whole.
 */
async function catalogueIndex(): Promise<HeldIndex> {
  const { connection } = await connectToDatabase();
  const db = connection.db;
  if (!db) throw new Error("No database connection to search the catalogue in");
  const { identity, revalidatedAt } = await catalogueTagState(db, [ALL_PRODUCTS_TAG]);
  const source = `${db.databaseName}|${identity}`;
  const asOf = revalidatedAt.get(ALL_PRODUCTS_TAG) ?? 0;
  const current = held.scentsSearchIndex;
  if (current?.source === source && current.asOf === asOf) return current;
  const index =
    current?.source === source && current.asOf < asOf
      ? current.index.then(async (stale) => (await catchUp(db, stale, current.asOf, asOf)) ?? buildIndex(), buildIndex)
      : buildIndex();
  const fresh = { source, asOf, index, answers: new Recent<SearchHit[]>(KEPT_ANSWERS) };
  held.scentsSearchIndex = fresh;
  index.catch(() => {
    if (held.scentsSearchIndex === fresh) held.scentsSearchIndex = undefined;
  });
  return fresh;
}

/** The products a search finds, best first (see SearchIndex.search); the same answer for the same catalogue. */
export async function searchCatalogue(term: string, limit = MAX_SEARCH_RESULTS): Promise<readonly SearchHit[]> {
  const current = await catalogueIndex();
  const index = await current.index;
  const asked = `${limit} ${term}`;
  let hits = current.answers.get(asked);
  if (!hits) {
    hits = index.search(term, limit);
    current.answers.set(asked, hits);
  }
  return hits;
}

/** How many products the search box suggests as the shopper types. */
export const SUGGESTION_COUNT = 6;

/** The products to suggest under the search box for what has been typed so far. */
export function suggestProducts(term: string): Promise<readonly SearchHit[]> {
  return searchCatalogue(term, SUGGESTION_COUNT);
}
