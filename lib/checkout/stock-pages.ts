import "server-only";
import { revalidateTagsOnBeat } from "@/lib/cache/revalidate";
import { productTag, STOCK_ALERTS_TAG, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import { stockLabelChanged, stockShownChanged } from "@/lib/catalog/product-view";
import { Product } from "@/models/product";

export interface StockMove {
  productId: string;
  /** Units the order took (positive) or gave back (negative). */
  change: number;
  /** The size the units moved in, when known: then only its count decides whether the page changes. */
  sizeId?: string | null;
}

/**
 * Expires the cached pages and reads that show the stock an order moved: the owner's stock alerts,
 * each product's own page (and the pages suggesting it) only when what it says of the stock may
 * change, and the listings only when a label there changes. So a drop's burst of orders for a
 * product with plenty left renders no page again, and an order for one product leaves every other
 * product's page cached. They expire on the next beat (within a second), so a burst renders each
 * page once a beat at most, not once an order.
 */
export async function refreshStockPages(moves: StockMove[]): Promise<void> {
  if (moves.length === 0) return;
  try {
    const products = await Product.find({ _id: { $in: moves.map((move) => move.productId) } }, { stock: 1, sizes: 1 }).lean();
    await expireStockPages(moves, new Map(products.map((product) => [String(product._id), product])));
  } catch (error) {
    // The stock change stands; the pages then refresh on their own schedule (PROMO_FRESHNESS_SECONDS).
    console.warn("Could not revalidate product pages after a stock change", error);
  }
}

/** A product's stock as the moves left it: its total and each size's. */
export interface ShelfStock {
  stock: number;
  sizes?: readonly { _id?: { toString(): string }; stock: number }[] | null;
}

/**
 * refreshStockPages when the stock after the moves is known already (the order's own updates
 * answered it), by product id: nothing to read.
 */
export async function refreshStockPagesSeen(moves: StockMove[], stockNow: ReadonlyMap<string, ShelfStock>): Promise<void> {
  if (moves.length === 0) return;
  await expireStockPages(moves, stockNow).catch((error: unknown) => console.warn("Could not revalidate product pages after a stock change", error));
}

async function expireStockPages(moves: StockMove[], stockNow: ReadonlyMap<string, ShelfStock>): Promise<void> {
  const labelsMoved = moves.some((move) => {
    const after = stockNow.get(move.productId)?.stock;
    return after !== undefined && stockLabelChanged(after + move.change, after);
  });
  const pagesMoved = moves.filter((move) => {
    const after = stockNow.get(move.productId);
    return !after || stockShownChanged(sizesMoved(after, move.sizeId), move.change);
  });
  await revalidateTagsOnBeat(...new Set(pagesMoved.map((move) => productTag(move.productId))), STOCK_ALERTS_TAG, ...(labelsMoved ? [STOCK_LABELS_TAG] : []));
}

/**
 * The stock after the move of each size it may have moved: the size named, or every size when none
 * is (a drop of one size with plenty left then leaves the page of a product whose other size is low).
 */
function sizesMoved(after: ShelfStock, sizeId: string | null | undefined): number[] {
  if (!after.sizes?.length) return [after.stock];
  const moved = sizeId ? after.sizes.find((size) => size._id?.toString() === sizeId) : undefined;
  return moved ? [moved.stock] : after.sizes.map((size) => size.stock);
}

/** The moves of units an order gave back. */
export function returnedStock(returned: { id: string; quantity: number }[]): StockMove[] {
  return returned.map(({ id, quantity }) => ({ productId: id, change: -quantity }));
}
