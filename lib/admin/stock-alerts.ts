import "server-only";
import { unstable_cache } from "next/cache";
import { ALL_PRODUCTS_TAG, STOCK_ALERTS_TAG } from "@/lib/cache/tags";
import { LOW_STOCK } from "@/lib/catalog/product-view";
import { Product } from "@/models/product";

export interface LowSize {
  productId: string;
  name: string;
  label: string;
  stock: number;
}

export interface StockAlerts {
  /** Products in the catalogue, and those of them with no units left in any size. */
  products: number;
  outOfStockProducts: number;
  /** Sizes with no units left, across every product. */
  soldOutSizes: number;
  /** Sizes with a few units left (LOW_STOCK or fewer), not counting the sold-out ones. */
  lowSizes: number;
  /** The emptiest sizes first, for the owner to restock. */
  lowest: LowSize[];
}

const SHOWN = 8;

type NearEmpty = { _id: unknown; name: string; sizes?: { label?: string | null; stock: number }[] };

const byStockThenName = (a: LowSize, b: LowSize) => a.stock - b.stock || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Which sizes have run out or are running low: counted by size, since a product may sell out in
 * one size only. Only the products with a size near empty are read (through the index on the
 * sizes' stock), and only their names and sizes' stock: on a shop of 10,000 products that is a
 * few hundred small records, where a grouping pipeline copied each whole product per size.
 */
async function readStockAlerts(): Promise<StockAlerts> {
  // Sold out is rare, so counted by index equality (stock is a whole number, never below 0), and
  // in stock as the whole less those, which no product has to be read for.
  const [products, outOfStockProducts, nearEmpty] = await Promise.all([
    Product.countDocuments({}),
    Product.countDocuments({ stock: 0 }),
    Product.find({ "sizes.stock": { $lte: LOW_STOCK } }, { name: 1, "sizes.label": 1, "sizes.stock": 1 }).lean<NearEmpty[]>(),
  ]);
  let soldOutSizes = 0;
  const low: LowSize[] = [];
  for (const product of nearEmpty) {
    for (const size of product.sizes ?? []) {
      if (size.stock > LOW_STOCK) continue;
      if (size.stock <= 0) soldOutSizes += 1;
      low.push({ productId: String(product._id), name: product.name, label: size.label ?? "", stock: size.stock });
    }
  }
  return { products, outOfStockProducts, soldOutSizes, lowSizes: low.length - soldOutSizes, lowest: low.sort(byStockThenName).slice(0, SHOWN) };
}

/**
 * Kept in the shared cache until stock moves: every order's stock change and every product write
 * expire it, so each visit to the dashboard after one reads the products again, and the visits
 * between are answered without them. The time limit bounds a change that skipped both.
 */
export const stockAlerts = unstable_cache(readStockAlerts, ["stock-alerts"], { tags: [ALL_PRODUCTS_TAG, STOCK_ALERTS_TAG], revalidate: 300 });
