import "server-only";
import { Types } from "mongoose";
import type { LowStockView } from "@/lib/catalog/stock-history";
import { Product } from "@/models/product";
import { inBatchesEach } from "./batches";
import { paidLaterRoom } from "./unpaid-ceiling";

/** What taking units showed of their product right after: enough to refresh its pages and note a fall to its low-stock figure without reading it again. */
export type StockSeen = LowStockView & { stock: number };

/** One order's units of one size, to take from the product under the order's marker (stock-holds.ts). */
export interface ProductTake {
  product: Types.ObjectId;
  size: Types.ObjectId;
  order: Types.ObjectId;
  quantity: number;
  /** For an order paid later: the share of the size such orders may hold. */
  paidLater?: { percent: number };
}

const SEEN = { stock: 1, "sizes._id": 1, "sizes.stock": 1, lowStockThreshold: 1, lowSizes: 1 } as const;

/** An order's marker on the product: its take in flight, or its hold there, of one size. */
export const markerOf = (order: Types.ObjectId, size: Types.ObjectId) => ({ order, size });

/** The count of held units a move changes, by `units` (below 0 to give back). */
export function heldCount(size: Types.ObjectId, units: number, paidLater: boolean): Record<string, number> {
  return { [`held.${size.toString()}.all`]: units, ...(paidLater ? { [`held.${size.toString()}.paidLater`]: units } : {}) };
}

/**
 * Takes the units of every take in `takes`, all of one size and kind, in one update, or none of
 * them: the size has them all, the share paid later has room for them all, and no order among them
 * has its marker there yet. Each take's marker goes on with the units. The product as the update
 * left it, or null when the update changed nothing.
 */
async function takeTogether(takes: readonly ProductTake[]): Promise<StockSeen | null> {
  const [first] = takes;
  if (!first) return null;
  const { product, size, paidLater } = first;
  const units = takes.reduce((sum, take) => sum + take.quantity, 0);
  const markers = takes.map((take) => markerOf(take.order, size));
  return Product.findOneAndUpdate(
    {
      _id: product,
      sizes: { $elemMatch: { _id: size, stock: { $gte: units } } },
      $nor: markers.flatMap((marker) => [{ holds: { $elemMatch: marker } }, { takes: { $elemMatch: marker } }]),
      ...(paidLater ? paidLaterRoom(size, units, paidLater.percent) : {}),
    },
    {
      $inc: { "sizes.$[held].stock": -units, stock: -units, ...heldCount(size, units, Boolean(paidLater)) },
      $push: { takes: { $each: takes.map((take) => ({ ...markerOf(take.order, size), quantity: take.quantity, ...(paidLater ? { paidLater: true } : {}) })) } },
    },
    { arrayFilters: [{ "held._id": size }], returnDocument: "after", projection: SEEN },
  ).lean<StockSeen>();
}

/** Takes of one size and kind go together; a paid-later share is the store's, one figure for the batch. */
const groupOf = (take: ProductTake) => `${take.product.toString()} ${take.size.toString()} ${take.paidLater?.percent ?? "paid"}`;

/**
 * Takes an order's units of a size from its product under the order's marker: the product as the
 * update left it, or null when nothing was taken (the size is short, the share paid later is full,
 * or the order's marker is already there). Takes made meanwhile by other placements go together
 * (inBatchesEach): those of one size in one update when the size has room for all of them, which in
 * a drop is one write for every placement at this step. When it has not, each is tried alone in the
 * order they came, so the last units go to the first, exactly as one at a time.
 */
export const takeFromProduct = inBatchesEach<ProductTake, StockSeen | null>(async (takes) => {
  const groups = new Map<string, number[]>();
  takes.forEach((take, index) => groups.set(groupOf(take), [...(groups.get(groupOf(take)) ?? []), index]));
  const seen: (StockSeen | null)[] = takes.map(() => null);
  await Promise.all(
    [...groups.values()].map(async (indexes) => {
      const group = indexes.map((index) => takes[index] as ProductTake);
      // The same order's take twice (a retry beside its first try) goes alone, so its units are taken once.
      const distinct = new Set(group.map((take) => take.order.toString())).size === group.length;
      const together = group.length > 1 && distinct ? await takeTogether(group) : null;
      if (together) for (const index of indexes) seen[index] = together;
      else for (const index of indexes) seen[index] = await takeTogether([takes[index] as ProductTake]);
    }),
  );
  return seen.map((value) => ({ value }));
});
