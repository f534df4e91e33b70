import "server-only";
import { revalidateTagsOnBeat } from "@/lib/cache/revalidate";
import { productTag, STOCK_ALERTS_TAG, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import { stockLabelChanged } from "@/lib/catalog/product-view";
import { Product } from "@/models/product";

export interface StockMove {
  productId: string;
  /** Units the order took (positive) or gave back (negative). */
  change: number;
}

/**
 * Expires the cached pages and reads that show the stock an order moved: each product's own page
 * (and the pages suggesting it), the owner's stock alerts, and the listings only when a label there
 * changes. An order for one product leaves every other product's page cached. They expire on the
 * next beat (within a second), so a drop's burst of orders renders each page once a beat, not once an order.
 */
export async function refreshStockPages(moves: StockMove[]): Promise<void> {
  if (moves.length === 0) return;
  try {
    const products = await Product.find({ _id: { $in: moves.map((move) => move.productId) } }, { stock: 1 }).lean();
    await expireStockPages(moves, new Map(products.map((product) => [String(product._id), product.stock])));
  } catch (error) {
    // The stock change stands; the pages then refresh on their own schedule (PROMO_FRESHNESS_SECONDS).
    console.warn("Could not revalidate product pages after a stock change", error);
  }
}

/**
 * refreshStockPages when the stock after the moves is known already (the order's own updates
 * answered it), by product id: nothing to read.
 */
export async function refreshStockPagesSeen(moves: StockMove[], stockNow: ReadonlyMap<string, number>): Promise<void> {
  if (moves.length === 0) return;
  await expireStockPages(moves, stockNow).catch((error: unknown) => console.warn("Could not revalidate product pages after a stock change", error));
}

async function expireStockPages(moves: StockMove[], stockNow: ReadonlyMap<string, number>): Promise<void> {
  const labelsMoved = moves.some((move) => {
    const after = stockNow.get(move.productId);
    return after !== undefined && stockLabelChanged(after + move.change, after);
  });
  await revalidateTagsOnBeat(...new Set(moves.map((move) => productTag(move.productId))), STOCK_ALERTS_TAG, ...(labelsMoved ? [STOCK_LABELS_TAG] : []));
}

/** The moves of units an order gave back. */
export function returnedStock(returned: { id: string; quantity: number }[]): StockMove[] {
  return returned.map(({ id, quantity }) => ({ productId: id, change: -quantity }));
}
