import "server-only";
import type { Connection } from "mongoose";
import { ALL_PRODUCTS_TAG, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { catalogueTagState } from "@/lib/search/catalogue-tag-state";
import { isPublished, Product, PUBLISHED } from "@/models/product";
import { FACET_FIELDS, toFacetProduct, type FacetProduct, type StoredFacetProduct } from "./facet-count";

/**
 * Writes are read again this far back: a product stamped by another instance's clock, or whose
 * write landed while the last read ran, is still seen.
 */
const OVERLAP_MS = 60_000;
/** Changes are looked for at least this often, even when no tag moved (a write that expires no tag). */
const CHANGES_EVERY_MS = 60_000;
/** A write that leaves updatedAt alone is seen within this: the whole catalogue is read again. */
const WHOLE_READ_EVERY_MS = 30 * 60_000;

interface Held {
  /** The database and shared store read from: another one is read whole. */
  source: string;
  products: Map<string, FacetProduct>;
  /** When the last read began, by this instance's clock. */
  readFrom: number;
  wholeReadAt: number;
}

async function readWhole(source: string): Promise<Held> {
  const startedAt = Date.now();
  const records = await Product.collection.find(PUBLISHED, { projection: FACET_FIELDS }).toArray();
  const products = new Map((records as StoredFacetProduct[]).map((record) => [String(record._id), toFacetProduct(record)]));
  return { source, products, readFrom: startedAt, wholeReadAt: startedAt };
}

/** The products changed since the last read, over the ones held; a product gone makes the counts disagree, and all is read again. */
async function readChanges(held: Held): Promise<Held> {
  const startedAt = Date.now();
  const changed = await Product.collection.find({ updatedAt: { $gte: new Date(held.readFrom - OVERLAP_MS) } }, { projection: { ...FACET_FIELDS, published: 1 } }).toArray();
  for (const record of changed as (StoredFacetProduct & { published?: boolean })[]) {
    // A product hidden since the last read leaves the counts; one published again comes back.
    if (isPublished(record)) held.products.set(String(record._id), toFacetProduct(record));
    else held.products.delete(String(record._id));
  }
  if ((await Product.collection.countDocuments(PUBLISHED)) !== held.products.size) return readWhole(held.source);
  return { ...held, readFrom: startedAt };
}

// One catalogue per process, for the catalogue version it was read at.
const kept = globalThis as typeof globalThis & { scentsFacetCatalogue?: { version: string; held: Promise<Held> } };

async function catalogueVersion(db: NonNullable<Connection["db"]>): Promise<{ source: string; version: string }> {
  const { identity, revalidatedAt } = await catalogueTagState(db, [ALL_PRODUCTS_TAG, STOCK_LABELS_TAG]);
  const source = `${db.databaseName}|${identity}`;
  const minute = Math.floor(Date.now() / CHANGES_EVERY_MS);
  return { source, version: `${source}|${revalidatedAt.get(ALL_PRODUCTS_TAG) ?? 0}|${revalidatedAt.get(STOCK_LABELS_TAG) ?? 0}|${minute}` };
}

/**
 * What the filters count, for every product, kept in memory so a combination nobody asked for is
 * counted without a pass over the database. Any product write expires the all-products tag (and a
 * stock label the stock-labels tag) in the shared store, so each instance sees it on its next
 * count and reads only the products changed since (by updatedAt), as the search index does for searches.
 */
export async function facetCatalogue(): Promise<ReadonlyMap<string, FacetProduct>> {
  const { connection } = await connectToDatabase();
  const db = connection.db;
  if (!db) throw new Error("No database connection to count the filters in");
  const { source, version } = await catalogueVersion(db);
  const current = kept.scentsFacetCatalogue;
  if (current?.version !== version) {
    const previous = current?.held;
    const held = (async () => {
      const before = await previous?.catch(() => undefined);
      const fresh = before && before.source === source && Date.now() - before.wholeReadAt < WHOLE_READ_EVERY_MS;
      return fresh ? readChanges(before) : readWhole(source);
    })();
    kept.scentsFacetCatalogue = { version, held };
    held.catch(() => {
      if (kept.scentsFacetCatalogue?.held === held) kept.scentsFacetCatalogue = undefined;
    });
  }
  return (await kept.scentsFacetCatalogue!.held).products;
}
