import "server-only";
import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { clientLimitKey, enforceRateLimit } from "@/lib/rate-limit/rate-limit";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { BackInStockRequest } from "@/models/back-in-stock-request";
import { Product, PUBLISHED } from "@/models/product";
import type { BackInStockAsk } from "./schemas";

/** Per client address, which many shoppers on one mobile network share; and per address asked for, so nobody fills a stranger's inbox. */
export const BACK_IN_STOCK_LIMITS = { client: { limit: 30, windowMs: 10 * 60 * 1000 }, address: { limit: 10, windowMs: 60 * 60 * 1000 } };

/**
 * Keeps a shopper's "E-mail me when it's back" for a size sold out now. Asking again while waiting
 * changes nothing; the answer is the same whether or not the address opted out of reminders (it is
 * never mailed then), so it reveals nothing about an address.
 */
export async function askBackInStock(ask: BackInStockAsk, clientAddress: string, now = new Date()): Promise<void> {
  await enforceRateLimit({ [clientLimitKey("back-in-stock", clientAddress)]: BACK_IN_STOCK_LIMITS.client, [`back-in-stock-to:${ask.email}`]: BACK_IN_STOCK_LIMITS.address }, undefined, now);
  await connectToDatabase();
  const product = await Product.findOne({ _id: ask.productId, ...PUBLISHED }, { sizes: 1 }).lean();
  const sizes = product?.sizes ?? [];
  const size = ask.sizeId ? sizes.find((candidate) => candidate._id.toString() === ask.sizeId) : sizes.length === 1 ? sizes[0] : undefined;
  if (!size) throw new DomainError("size-not-sold", "not-found", "This size is no longer sold.", "sizeId");
  if (size.stock > 0) throw new DomainError("size-in-stock", "conflict", "This size is in stock now: add it to your cart.", "sizeId");
  const request = { product: new Types.ObjectId(ask.productId), size: size._id, email: ask.email };
  try {
    await BackInStockRequest.updateOne(
      { ...request, state: { $ne: "waiting" } },
      { $set: { state: "waiting", requestedAt: now }, $unset: { toldAt: 1 } },
      { upsert: true },
    );
  } catch (error) {
    // Already waiting (the upsert met the unique index): nothing to change.
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** How many shoppers wait for each size of these products: product id → size id → count. */
export async function waitingDemand(productIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const demand = new Map<string, Map<string, number>>();
  if (productIds.length === 0) return demand;
  await connectToDatabase();
  const counts = await BackInStockRequest.aggregate<{ _id: { product: Types.ObjectId; size: Types.ObjectId }; waiting: number }>([
    { $match: { state: "waiting", product: { $in: productIds.map((id) => new Types.ObjectId(id)) } } },
    { $group: { _id: { product: "$product", size: "$size" }, waiting: { $sum: 1 } } },
  ]);
  for (const { _id, waiting } of counts) {
    const sizes = demand.get(_id.product.toString()) ?? new Map<string, number>();
    sizes.set(_id.size.toString(), waiting);
    demand.set(_id.product.toString(), sizes);
  }
  return demand;
}

/** One size shoppers wait for, as the owner's screens show it. */
export interface WaitingSize {
  productId: string;
  product: string;
  size: string;
  stock: number;
  waiting: number;
}

/** The sizes of these products that shoppers wait for, most wanted first. */
export async function waitingSizes(productIds: readonly string[]): Promise<WaitingSize[]> {
  const demand = await waitingDemand(productIds);
  if (demand.size === 0) return [];
  const products = await Product.find({ _id: { $in: [...demand.keys()] } }, { brand: 1, name: 1, sizes: 1 }).lean();
  return products
    .flatMap((product) =>
      (product.sizes ?? []).flatMap((size) => {
        const waiting = demand.get(product._id.toString())?.get(size._id.toString());
        return waiting ? [{ productId: product._id.toString(), product: `${product.brand} ${product.name}`, size: size.label || "One size", stock: size.stock, waiting }] : [];
      }),
    )
    .sort((a, b) => b.waiting - a.waiting);
}
