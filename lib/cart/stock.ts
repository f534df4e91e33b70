import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { Product } from "@/models/product";
import type { CartStockResponse } from "./schemas";

/** Reads stock straight from the database: carts must never see another moment's cached stock. */
export async function findCartStock(ids: string[]): Promise<CartStockResponse> {
  if (ids.length === 0) return { stock: {} };
  await connectToDatabase();
  const records = await Product.find({ _id: { $in: [...new Set(ids)] } }, { stock: 1 }).lean<{ _id: { toString(): string }; stock: number }[]>();
  const stock: Record<string, number> = {};
  for (const record of records) stock[record._id.toString()] = record.stock;
  return { stock };
}
