import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { toNaira } from "@/lib/money/naira";
import { unitPriceKobo } from "@/lib/pricing/promo";
import { Product } from "@/models/product";
import type { CartStockResponse } from "./schemas";

/**
 * Reads stock and today's prices straight from the database: a cart must never show another
 * moment's cached stock, nor a price the owner has since changed.
 */
export async function findCartStock(ids: string[], now: Date = new Date()): Promise<CartStockResponse> {
  if (ids.length === 0) return { stock: {}, prices: {} };
  await connectToDatabase();
  const records = await Product.find({ _id: { $in: [...new Set(ids)] } }, { stock: 1, price: 1, promo: 1 }).lean();
  const stock: Record<string, number> = {};
  const prices: Record<string, number> = {};
  for (const record of records) {
    stock[record._id.toString()] = record.stock;
    prices[record._id.toString()] = toNaira(unitPriceKobo(record.price, record.promo, now));
  }
  return { stock, prices };
}
