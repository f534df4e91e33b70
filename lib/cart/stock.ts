import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { toNaira } from "@/lib/money/naira";
import { unitPriceKobo } from "@/lib/pricing/promo";
import { Product, PUBLISHED } from "@/models/product";
import type { CartStockResponse } from "./schemas";

/**
 * Reads stock and today's prices straight from the database: a cart must never show another
 * moment's cached stock, nor a price the owner has since changed.
 */
export async function findCartStock(ids: string[], now: Date = new Date()): Promise<CartStockResponse> {
  if (ids.length === 0) return { stock: {}, prices: {}, sizes: {} };
  await connectToDatabase();
  const records = await Product.find({ _id: { $in: [...new Set(ids)] }, ...PUBLISHED }, { sizes: 1, promo: 1 }).lean();
  const stock: Record<string, number> = {};
  const prices: Record<string, number> = {};
  const sizes: CartStockResponse["sizes"] = {};
  for (const record of records) {
    const id = record._id.toString();
    sizes[id] = Object.fromEntries((record.sizes ?? []).map((size) => [size._id.toString(), { stock: size.stock, price: toNaira(unitPriceKobo(size.price, record.promo, now)) }]));
    const first = record.sizes?.[0];
    if (!first) continue;
    stock[id] = first.stock;
    prices[id] = toNaira(unitPriceKobo(first.price, record.promo, now));
  }
  return { stock, prices, sizes };
}
