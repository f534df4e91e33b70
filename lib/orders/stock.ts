import "server-only";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { conflict } from "@/lib/http/errors";
import { Product } from "@/models/product";

export interface StockLine {
  productId: string;
  quantity: number;
  brand: string;
  name: string;
}

/**
 * Takes each line's quantity out of stock with a conditional update, so two shoppers can never
 * buy the same last bottle. A short line gives back what was already taken and fails the order
 * with 409 naming the product; no stock stays reserved.
 */
export async function reserveStock(lines: readonly StockLine[]): Promise<void> {
  const reserved: StockLine[] = [];
  for (const line of lines) {
    const result = await Product.updateOne({ _id: line.productId, stock: { $gte: line.quantity } }, { $inc: { stock: -line.quantity } });
    if (result.modifiedCount !== 1) {
      await returnStock(reserved);
      const product = await Product.findById(line.productId, { stock: 1 }).lean();
      const left = Math.max(0, product?.stock ?? 0);
      throw conflict(
        left === 0
          ? `${line.brand} ${line.name} is out of stock.`
          : `Only ${left} of ${line.brand} ${line.name} left in stock; please lower the quantity.`,
      );
    }
    reserved.push(line);
  }
  await refreshCatalogue(lines);
}

/** Puts quantities back. Callers make sure this runs once per reservation (see the order's stockHeld flag). */
export async function returnStock(lines: readonly Pick<StockLine, "productId" | "quantity">[]): Promise<void> {
  for (const line of lines) {
    await Product.updateOne({ _id: line.productId }, { $inc: { stock: line.quantity } });
  }
  await refreshCatalogue(lines);
}

/** Product pages show stock, so their cached copies expire when it changes. */
async function refreshCatalogue(lines: readonly Pick<StockLine, "productId">[]): Promise<void> {
  try {
    await revalidateProducts(...lines.map((line) => line.productId));
  } catch (error) {
    // The stock change stands; the pages then refresh on their own schedule (PROMO_FRESHNESS_SECONDS).
    console.warn("Could not revalidate product pages after a stock change", error);
  }
}
