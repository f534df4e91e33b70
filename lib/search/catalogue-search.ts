import "server-only";
import { readTagState } from "@/lib/cache/shared-store.mjs";
import { ALL_PRODUCTS_TAG } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { Product } from "@/models/product";
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

async function buildIndex(): Promise<SearchIndex> {
  // The driver's plain documents, in the catalogue's order: no model instances for 10,000 products.
  const records = await Product.collection
    .find({}, { projection: { name: 1, brand: 1, notes: 1, description: 1, scentNotes: 1, "sizes.sku": 1 }, sort: { createdAt: 1, _id: 1 } })
    .toArray();
  return new SearchIndex((records as StoredProduct[]).map(searchable));
}

// One index per process, for the database and catalogue it was read from.
const held = globalThis as typeof globalThis & { scentsSearchIndex?: { key: string; index: Promise<SearchIndex> } };

/**
 * The catalogue's search index, read again after any product write: every write expires the
 * all-products tag in the shared store (lib/cache/revalidate.ts), so each instance sees it on
 * its next search at the cost of one read by id, as cached pages do.
 */
async function catalogueIndex(): Promise<SearchIndex> {
  const { connection } = await connectToDatabase();
  const db = connection.db;
  if (!db) throw new Error("No database connection to search the catalogue in");
  const { identity, revalidatedAt } = await readTagState(db, [ALL_PRODUCTS_TAG]);
  const key = `${db.databaseName}|${identity}|${revalidatedAt.get(ALL_PRODUCTS_TAG) ?? 0}`;
  if (held.scentsSearchIndex?.key !== key) {
    const index = buildIndex();
    held.scentsSearchIndex = { key, index };
    index.catch(() => {
      if (held.scentsSearchIndex?.index === index) held.scentsSearchIndex = undefined;
    });
  }
  return held.scentsSearchIndex.index;
}

/** The products a search finds, best first (see SearchIndex.search). */
export async function searchCatalogue(term: string, limit = MAX_SEARCH_RESULTS): Promise<SearchHit[]> {
  return (await catalogueIndex()).search(term, limit);
}

/** How many products the search box suggests as the shopper types. */
export const SUGGESTION_COUNT = 6;

/** The products to suggest under the search box for what has been typed so far. */
export function suggestProducts(term: string): Promise<SearchHit[]> {
  return searchCatalogue(term, SUGGESTION_COUNT);
}
