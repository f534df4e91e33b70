import "server-only";
import { csvRow } from "@/lib/vocabulary/csv";
import { Product } from "@/models/product";
import type { ExportedProduct } from "./catalogue-product";
import { handleOf, PRODUCT_CSV_HEADER, productCsvRows } from "./product-csv";

const FIELDS = "handle brand name type description notes concentration forWhom family scentNotes tags seoTitle seoDescription published sizes images.url";

/** A stored photo's URL as another shop can fetch it: local files are served from the shop's origin. */
const absoluteUnder = (origin: string) => (url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`);

/**
 * Every product as the product CSV, oldest first (a re-import creates them in the same order),
 * read through a cursor a batch at a time and written as it is read. Only the handles given so far
 * are held, so two products of the same brand and name get handles of their own. Photos stored
 * here are named under `origin`, the shop's public address.
 */
export async function* productCsvText(origin: string): AsyncGenerator<string> {
  const absolute = absoluteUnder(origin);
  yield csvRow([...PRODUCT_CSV_HEADER]);
  const given = new Set<string>();
  const cursor = Product.find({}, FIELDS).sort({ createdAt: 1, _id: 1 }).lean<ExportedProduct>().cursor({ batchSize: 500 });
  for await (const product of cursor as AsyncIterable<ExportedProduct>) {
    const base = product.handle || handleOf(`${product.brand} ${product.name}`);
    let handle = base;
    for (let copy = 2; given.has(handle); copy++) handle = `${base}-${copy}`;
    given.add(handle);
    yield productCsvRows({ ...product, sizes: product.sizes ?? [], images: product.images ?? [] }, handle, absolute).map(csvRow).join("");
  }
}
