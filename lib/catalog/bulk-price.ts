import "server-only";
import type { Types } from "mongoose";
import { recordActivity } from "@/lib/activity/record-activity";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { formatNaira } from "@/lib/money/naira";
import { movedPrice } from "@/lib/pricing/price-move";
import { invalidFields } from "@/lib/vocabulary/domain-error";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { Product } from "@/models/product";
import { BULK_PRICE_MESSAGES, type BulkPriceMove } from "./bulk-price-schema";
import { adminListFilter } from "./product-admin";

/**
 * Moving many products' prices in one step. Every price is checked first, and a move that would
 * leave any size without a price is refused whole, naming each such size (nothing is written).
 * Each product is then written by one update conditional on the prices it was read with, so a
 * price the owner changed meanwhile is read again; stock is never touched, so orders go on.
 */

interface PricedProduct {
  _id: Types.ObjectId;
  brand: string;
  name: string;
  sizes?: { _id: Types.ObjectId; label?: string | null; price: number }[] | null;
}

// Refusals listed before the answer stops: the owner corrects the move, not each row.
const MAX_REFUSALS = 100;
const ATTEMPTS = 5;

const filterOf = (move: BulkPriceMove) => adminListFilter(move.q, move.shown);

function pricedProducts(move: BulkPriceMove): AsyncIterable<PricedProduct> {
  return Product.find(filterOf(move), { brand: 1, name: 1, "sizes._id": 1, "sizes.label": 1, "sizes.price": 1 }).sort({ _id: 1 }).lean<PricedProduct>().cursor({ batchSize: 500 }) as AsyncIterable<PricedProduct>;
}

async function refusals(move: BulkPriceMove): Promise<Record<string, string[]>> {
  const refused: Record<string, string[]> = {};
  let count = 0;
  for await (const product of pricedProducts(move)) {
    (product.sizes ?? []).forEach((size, index) => {
      if (count >= MAX_REFUSALS || movedPrice(size.price, move) !== null) return;
      refused[`products.${product._id.toString()}.sizes.${index}.price`] = [BULK_PRICE_MESSAGES.refused(`${product.brand} ${nameWithSize(product.name, size.label)}`, formatNaira(size.price))];
      count++;
    });
  }
  return refused;
}

/** One product's prices moved, if they are still what was read; false when they changed meanwhile. */
async function moveOne(product: PricedProduct, move: BulkPriceMove): Promise<boolean> {
  const sizes = product.sizes ?? [];
  if (sizes.length === 0) return true;
  const prices = sizes.map((size) => movedPrice(size.price, move)!);
  const asRead = Object.fromEntries(sizes.flatMap((size, index) => [[`sizes.${index}._id`, size._id], [`sizes.${index}.price`, size.price]]));
  const moved = Object.fromEntries(prices.map((price, index) => [`sizes.${index}.price`, price]));
  const result = await Product.updateOne({ _id: product._id, ...asRead }, { $set: { ...moved, price: Math.min(...prices) } });
  return result.matchedCount === 1;
}

/** Moves the prices of every product the search finds; answers how many were moved. */
export async function movePrices(move: BulkPriceMove, editor: { email: string }): Promise<number> {
  const refused = await refusals(move);
  if (Object.keys(refused).length > 0) throw invalidFields("price-move-refused", refused);
  let moved = 0;
  let touched: string[] = [];
  for await (const product of pricedProducts(move)) {
    let current: PricedProduct | null = product;
    for (let attempt = 1; current && !(await moveOne(current, move)); attempt++) {
      current = attempt < ATTEMPTS ? await Product.findById(product._id, { brand: 1, name: 1, "sizes._id": 1, "sizes.label": 1, "sizes.price": 1 }).lean<PricedProduct>() : null;
    }
    if (!current) continue;
    moved++;
    touched.push(product._id.toString());
    if (touched.length === 100) {
      await revalidateProducts(...touched);
      touched = [];
    }
  }
  await revalidateProducts(...touched);
  const how = move.kind === "percent" ? `by ${move.value}%` : move.kind === "amount" ? `by ${formatNaira(move.value)}` : `to ${formatNaira(move.value)}`;
  await recordActivity("product-updated", `Prices moved ${how}: ${moved} products${move.q ? ` found for “${move.q}”` : ""}`, undefined, editor.email);
  return moved;
}
