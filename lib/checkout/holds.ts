import "server-only";
import { Types, type Model } from "mongoose";
import { paidMove, recordStockMoves, releasedMove } from "@/lib/catalog/stock-history";
import { Product } from "@/models/product";
import { Promotion } from "@/models/promotion";
import { finishTakes, returnHeldStock, settleHeldStock, takeHeldStock, type StockOutcome, type StockSeen, type TakeToFinish } from "./stock-holds";

export type { StockOutcome, StockSeen, TakeToFinish } from "./stock-holds";

/**
 * What an order holds moves through holds: units of one size of a product, or one use of a promotion code. The
 * held document keeps, beside its count, one hold per order, written in the same single-document
 * update as the count. So taking and giving back are each idempotent (a retry finds the hold, or
 * finds it gone) and the holds always say which order the missing units or uses belong to. A hold
 * is settled (dropped, the count left as it is) once its order is paid and can give nothing back.
 */

interface HeldDocument {
  _id: Types.ObjectId;
  holds?: { order: Types.ObjectId; quantity?: number | null }[];
}

export interface Holdable {
  /** Promotion codes, seen only through their count of uses and their holds; a buyer's claims on a drop (drop-claims.ts), through their count of units. */
  readonly model: Model<HeldDocument>;
  /** The count a hold moves, and which way: uses go up as orders take them. */
  readonly counter: "usedCount" | "units";
  readonly direction: 1 | -1;
  /** The condition under which `quantity` more can be held. */
  room(quantity: number): Record<string, unknown>;
}

export const PROMOTION_USES: Holdable = {
  model: Promotion as unknown as Model<HeldDocument>,
  counter: "usedCount",
  direction: 1,
  room: () => ({ $or: [{ usageLimit: null }, { $expr: { $lt: ["$usedCount", "$usageLimit"] } }] }),
};

export type HoldOutcome = "taken" | "short";

/** Takes `quantity` for the order, unless it already holds it; "short" when there is not that much room. */
export async function takeHold(what: Holdable, id: Types.ObjectId | string, orderId: Types.ObjectId, quantity: number): Promise<HoldOutcome> {
  const taken = await what.model.updateOne(
    { _id: id, ...what.room(quantity), "holds.order": { $ne: orderId } },
    { $inc: { [what.counter]: what.direction * quantity }, $push: { holds: { order: orderId, quantity } } },
  );
  if (taken.modifiedCount === 1) return "taken";
  return (await what.model.exists({ _id: id, "holds.order": orderId })) ? "taken" : "short";
}

/** Gives the order's hold on one document back, once: the count and the hold change together. Returns the quantity given back. */
export async function returnHold(what: Holdable, id: Types.ObjectId | string, orderId: Types.ObjectId): Promise<number> {
  const held = await what.model.findOne({ _id: id, "holds.order": orderId }, { holds: { $elemMatch: { order: orderId } } }).lean();
  const hold = held?.holds?.[0];
  if (!hold) return 0;
  // Promotion holds written before holds carried a quantity were for one use.
  const quantity = hold.quantity ?? 1;
  const result = await what.model.updateOne(
    { _id: id, "holds.order": orderId },
    { $inc: { [what.counter]: -what.direction * quantity }, $pull: { holds: { order: orderId } } },
  );
  return result.modifiedCount === 1 ? quantity : 0;
}

/** Gives back everything the order still holds of this kind; returns what came back, by document. */
export async function returnHolds(what: Holdable, orderId: Types.ObjectId): Promise<{ id: string; quantity: number }[]> {
  const holders = await what.model.find({ "holds.order": orderId }, { _id: 1 }).lean();
  const returned: { id: string; quantity: number }[] = [];
  for (const holder of holders) {
    const quantity = await returnHold(what, holder._id, orderId);
    if (quantity > 0) returned.push({ id: String(holder._id), quantity });
  }
  return returned;
}

/** The order is paid: what it took stays taken, and its holds are dropped. */
export async function settleHolds(what: Holdable, orderId: Types.ObjectId): Promise<void> {
  await what.model.updateMany({ "holds.order": orderId }, { $pull: { holds: { order: orderId } } });
}

/**
 * Stock is held by size, off the product (stock-holds.ts): the product keeps only the takes in
 * flight and its count of held units. Holds written on the product before then, each naming its
 * size, are given back and settled here as they always were: the size's stock and the product's
 * total move in the same single-document update as the hold, with the move's line of the stock
 * history (lib/catalog/stock-history.ts).
 */

/** The size a line takes: its own, or the product's first (a one-size product, a line from before sizes). */
async function sizeOf(productId: string, sizeId?: string | null): Promise<Types.ObjectId | null> {
  if (sizeId) return Types.ObjectId.isValid(sizeId) ? new Types.ObjectId(sizeId) : null;
  const product = await Product.findById(productId, { "sizes._id": 1 }).lean();
  return product?.sizes?.[0]?._id ?? null;
}

/**
 * Takes `quantity` of a size for the order, unless it already holds them; "short" when fewer are
 * left. An order paid later names the share of the size such orders may hold (`paidLater`): the
 * units are then taken only if that share has room, in the same update.
 */
export async function takeStock(...taking: Parameters<typeof takeStockSeeing>): Promise<StockOutcome> {
  const { outcome, toFinish } = await takeStockSeeing(...taking);
  if (toFinish) await finishTakes([toFinish]);
  return outcome;
}

/**
 * takeStock, also answering the product as the update left it (`seen`) when this call took the
 * units, and leaving the take for the caller to finish (`toFinish`, see finishTakes): a placement
 * finishes its takes after its answer.
 */
export async function takeStockSeeing(
  productId: string,
  sizeId: string | null | undefined,
  orderId: Types.ObjectId,
  quantity: number,
  paidLater?: { percent: number },
): Promise<{ outcome: StockOutcome; seen?: StockSeen; toFinish?: TakeToFinish }> {
  const size = await sizeOf(productId, sizeId);
  if (!size || !Types.ObjectId.isValid(productId)) return { outcome: "short" };
  return takeHeldStock(new Types.ObjectId(productId), size, orderId, quantity, paidLater);
}

/** Gives back every size of this product the order holds, each once; returns the units given back. */
export async function returnStock(productId: Types.ObjectId | string, orderId: Types.ObjectId): Promise<number> {
  const product = await Product.findById(productId, { holds: 1, "sizes._id": 1 }).lean();
  let returned = 0;
  for (const hold of product?.holds ?? []) {
    if (!hold.order.equals(orderId)) continue;
    // A hold from before sizes names none: its units were the first size's.
    const size = hold.size ?? product?.sizes?.[0]?._id;
    if (!size) continue;
    const result = await Product.updateOne(
      { _id: productId, holds: { $elemMatch: { order: orderId, size: hold.size ?? null } } },
      {
        $inc: { "sizes.$[held].stock": hold.quantity, stock: hold.quantity },
        $pull: { holds: { order: orderId, size: hold.size ?? null } },
        $push: { stockMoves: releasedMove(orderId, size, hold.quantity) },
      },
      { arrayFilters: [{ "held._id": size }] },
    );
    if (result.modifiedCount === 1) returned += hold.quantity;
  }
  await recordStockMoves(productId);
  return returned;
}

/** Gives back all the stock the order still holds, on its products or off them; returns what came back, by product. */
export async function returnAllStock(orderId: Types.ObjectId): Promise<{ id: string; quantity: number }[]> {
  const returned = await returnHeldStock(orderId);
  const holders = await Product.find({ "holds.order": orderId }, { _id: 1 }).lean();
  for (const holder of holders) {
    const quantity = await returnStock(holder._id, orderId);
    if (quantity > 0) returned.set(String(holder._id), (returned.get(String(holder._id)) ?? 0) + quantity);
  }
  return [...returned].map(([id, quantity]) => ({ id, quantity }));
}

/** The order is paid: the stock it took stays taken, and its holds are settled, each with its line in the stock history. */
export async function settleStock(orderId: Types.ObjectId): Promise<void> {
  await settleHeldStock(orderId);
  const holders = await Product.find({ "holds.order": orderId }, { holds: 1, "sizes._id": 1 }).lean<
    { _id: Types.ObjectId; holds?: { order: Types.ObjectId; size?: Types.ObjectId | null; quantity: number }[]; sizes?: { _id: Types.ObjectId }[] }[]
  >();
  for (const product of holders) {
    for (const hold of product.holds ?? []) {
      if (!hold.order.equals(orderId)) continue;
      const size = hold.size ?? product.sizes?.[0]?._id;
      await Product.updateOne(
        { _id: product._id, holds: { $elemMatch: { order: orderId, size: hold.size ?? null } } },
        { $pull: { holds: { order: orderId, size: hold.size ?? null } }, ...(size ? { $push: { stockMoves: paidMove(orderId, size, hold.quantity) } } : {}) },
      );
    }
    await recordStockMoves(product._id);
  }
}

/** Units of this size left for sale, for a shortfall message. */
export async function stockLeft(productId: string, sizeId?: string | null): Promise<number> {
  // One read: the size named, or the product's first (as sizeOf chooses).
  const product = await Product.findById(productId, { sizes: 1 }).lean();
  const size = sizeId ? product?.sizes?.find((candidate) => candidate._id.toString() === sizeId) : product?.sizes?.[0];
  return Math.max(0, size?.stock ?? 0);
}
