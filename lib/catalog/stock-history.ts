import "server-only";
import { Types } from "mongoose";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { DEFAULT_LOW_STOCK_THRESHOLD, ORDER_MOVE_REASONS, PLACEMENT_GRACE_MS, STOCK_MOVE_KIND, STOCK_MOVE_KINDS, STOCK_MOVE_REASONS, type StockMoveKind } from "@/lib/vocabulary/stock-moves";
import { DraftOrder } from "@/models/draft-order";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";
import { STORE_SETTINGS_ID, StoreSettingsModel } from "@/models/store-settings";
import { User } from "@/models/user";

/**
 * The stock history. There are no multi-document transactions, so a move is written in two steps,
 * each safe to repeat:
 *   1. the update that moves a size's units also pushes a marker of the move onto the product
 *      (`stockMoves`), so the units and their reason stand or fall together;
 *   2. recordStockMoves copies the markers into the history under their key (a unique index, so a
 *      copy made again after a crash finds the first) and then takes them off the product.
 * Units an order takes are copied later (by the sweep, or the next read of the product's history),
 * keeping the shopper's checkout to the one update; other moves are copied as they are made. A crash
 * between the steps leaves markers on the product for the next copy. Each marker's key names one
 * movement, so however often a step is retried a movement is kept exactly once.
 */

export interface StockMoveMarker {
  key: string;
  size: Types.ObjectId;
  label?: string;
  kind: StockMoveKind;
  change: number;
  units: number;
  order?: Types.ObjectId;
  refund?: Types.ObjectId;
  by?: string;
  /** A hold's give-back or payment: the take it ended (its record's `hold.take`). */
  take?: Types.ObjectId;
  /** A hold's give-back or payment the recovery made in place of a stalled step (lib/checkout/stock-holds.ts). */
  takenOver?: boolean;
  at: Date;
}

type OrderMoveKind = typeof STOCK_MOVE_KIND.held | typeof STOCK_MOVE_KIND.released | typeof STOCK_MOVE_KIND.paid;

/** A move an order made on one of its sizes, keyed by its kind, the order and the size, so it is kept once. */
const orderMove =
  (kind: OrderMoveKind, change: (units: number) => number) =>
  (order: Types.ObjectId, size: Types.ObjectId, units: number, at = new Date()): StockMoveMarker => ({
    key: `${kind}:${order.toString()}:${size.toString()}`,
    size,
    kind,
    change: change(units),
    units,
    order,
    at,
  });

/** An order took units of a size for itself. */
export const heldMove = orderMove(STOCK_MOVE_KIND.held, (units) => -units);

/** An unpaid order gave its units back (it expired, was cancelled, or its placement was rolled back). */
export const releasedMove = orderMove(STOCK_MOVE_KIND.released, (units) => units);

/** An order was paid: the units it held are sold and stay taken. */
export const paidMove = orderMove(STOCK_MOVE_KIND.paid, () => 0);

/** A refund sent one order line's units back to its size. */
export const refundedMove = (order: Types.ObjectId, refund: Types.ObjectId, item: Types.ObjectId, size: Types.ObjectId, units: number, at = new Date()): StockMoveMarker => ({
  key: `refund:${refund.toString()}:${item.toString()}`,
  size,
  kind: STOCK_MOVE_KIND.refunded,
  change: units,
  units,
  order,
  refund,
  at,
});

export interface SizeStock {
  _id: Types.ObjectId;
  label?: string | null;
  stock: number;
}

/**
 * What the owner's edit did to each size's stock: a kept size by the difference, a new size by its
 * units, a removed size by all it had. One edit's moves share its id.
 */
export function editMoves(before: readonly SizeStock[], after: readonly SizeStock[], by: string, edit = new Types.ObjectId(), at = new Date()): StockMoveMarker[] {
  const move = (size: SizeStock, change: number): StockMoveMarker => ({
    key: `edit:${edit.toString()}:${size._id.toString()}`,
    size: size._id,
    label: size.label ?? "",
    kind: STOCK_MOVE_KIND.edited,
    change,
    units: Math.abs(change),
    by,
    at,
  });
  const changed = after.flatMap((size) => {
    const was = before.find((candidate) => candidate._id.equals(size._id))?.stock ?? 0;
    return size.stock === was ? [] : [move(size, size.stock - was)];
  });
  const removed = before.filter((size) => size.stock > 0 && !after.some((candidate) => candidate._id.equals(size._id))).map((size) => move(size, -size.stock));
  return [...changed, ...removed];
}

/** How the history names an admin: their name and e-mail as they are now. */
export async function adminName(admin: { id: string; email: string }): Promise<string> {
  const user = Types.ObjectId.isValid(admin.id) ? await User.findById(admin.id, { name: 1 }).lean<{ name?: string }>() : null;
  return user?.name ? `${user.name} (${admin.email})` : admin.email;
}

/** The store's low-stock figure, or the default before the owner set one. */
export async function storeLowStockThreshold(): Promise<number> {
  const settings = await StoreSettingsModel.findById(STORE_SETTINGS_ID, { lowStockThreshold: 1 }).lean<{ lowStockThreshold?: number | null }>();
  return settings?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/**
 * Notes which of these sizes fell to their threshold or rose above it. Each change is conditional
 * on the size's stock and on the product's list of low sizes, in one update, so two orders taking
 * the last units above the threshold at once record one fall between them, and a fall is recorded
 * again only after a rise. Every move is followed by this check, so the last check of a size reads
 * its latest stock. True when a fall of the product awaits its e-mail.
 */
async function noteLowSizes(productId: Types.ObjectId, sizes: readonly Types.ObjectId[] | "every"): Promise<boolean> {
  const product = await Product.findById(productId, { sizes: 1, lowStockThreshold: 1, lowSizes: 1 }).lean<LowStockView>();
  if (!product) return false;
  return noteLowSizesSeen(product, sizes, product.lowStockThreshold ?? (await storeLowStockThreshold()));
}

/** The product's sizes, stock and falls as a write just left them. */
export interface LowStockView {
  _id: Types.ObjectId;
  sizes?: { _id: Types.ObjectId; stock: number }[];
  lowStockThreshold?: number | null;
  lowSizes?: { size: Types.ObjectId; mailed: boolean }[];
}

/**
 * noteLowSizes on the product as the write that moved its units answered it, so an order notes a
 * fall without reading the product again; every change it makes is still conditional on the stock
 * the database holds, so a later move's answer is never undone by this one's.
 */
async function noteLowSizesSeen(product: LowStockView, sizes: readonly Types.ObjectId[] | "every", threshold: number): Promise<boolean> {
  const productId = product._id;
  let unmailed = (product.lowSizes ?? []).some((low) => !low.mailed);
  if (sizes === "every") sizes = (product.sizes ?? []).map((size) => size._id);
  for (const sizeId of sizes) {
    const size = product.sizes?.find((candidate) => candidate._id.equals(sizeId));
    if (!size) continue;
    const noted = (product.lowSizes ?? []).some((low) => low.size.equals(sizeId));
    if (size.stock <= threshold && !noted) {
      const fell = await Product.updateOne(
        { _id: productId, sizes: { $elemMatch: { _id: sizeId, stock: { $lte: threshold } } }, "lowSizes.size": { $ne: sizeId } },
        { $push: { lowSizes: { size: sizeId, crossing: new Types.ObjectId(), threshold, mailed: false } } },
      );
      if (fell.modifiedCount === 1) unmailed = true;
    } else if (size.stock > threshold && noted) {
      await Product.updateOne({ _id: productId, sizes: { $elemMatch: { _id: sizeId, stock: { $gt: threshold } } } }, { $pull: { lowSizes: { size: sizeId } } });
    }
  }
  return unmailed;
}

/**
 * The owner changed the product's own low-stock figure (null: the store's applies again). Its
 * sizes are checked against the new figure at once, so one now at or below it counts as a fall.
 */
export async function setLowStockThreshold(productId: string, threshold: number | null): Promise<ProductStockHistory> {
  const update = threshold === null ? { $unset: { lowStockThreshold: 1 } } : { $set: { lowStockThreshold: threshold } };
  const product = await Product.findByIdAndUpdate(productId, update, { projection: { sizes: 1 }, returnDocument: "after" }).lean();
  if (!product) throw new DomainError("product-not-found", "not-found", "Product not found");
  await noteLowSizes(product._id, (product.sizes ?? []).map((size) => size._id));
  return (await productStockHistory(productId)) as ProductStockHistory;
}

/**
 * The markers among these a hold still needs on the product (lib/checkout/stock-holds.ts): a
 * marker is what keeps its give-back or payment from being made twice. It stays while its record is
 * ending (claimed, not finished). One the recovery made in place of a stalled step stays for the
 * recovery's grace after it was made (`keptAfter`), until the stalled step can no longer send its
 * own update; no other step holds a claim on a record, so the rest come off once it is finished.
 */
type MarkerOfHold = Pick<StockMoveMarker, "key" | "kind" | "size" | "units" | "at"> & { order?: Types.ObjectId | null; takenOver?: boolean | null };
const ENDING_HOLD = new Set(["returning", "undoing", "settling"]);
const isHoldMarker = (move: MarkerOfHold) => Boolean(move.order) && (move.kind === STOCK_MOVE_KIND.released || move.kind === STOCK_MOVE_KIND.paid);
const heldKeyOf = (move: MarkerOfHold) => heldMove(move.order as Types.ObjectId, move.size, move.units).key;
function keptForHolds(moves: MarkerOfHold[], records: { key: string; hold?: { state: string } | null }[], keptAfter: Date): Set<string> {
  const ending = new Set(records.filter(({ hold }) => hold && ENDING_HOLD.has(hold.state)).map((record) => record.key));
  const kept = moves.filter((move) => isHoldMarker(move) && (ending.has(heldKeyOf(move)) || (move.takenOver && move.at > keptAfter)));
  return new Set(kept.map((move) => move.key));
}

/**
 * Copies the product's stock move markers into the history, once each, takes them off the product
 * (but those its holds still need, see keptForHolds), and notes the sizes that fell low or rose.
 */
export async function recordStockMoves(productId: Types.ObjectId | string, keptAfter = new Date(Date.now() - PLACEMENT_GRACE_MS)): Promise<void> {
  const id = new Types.ObjectId(productId);
  const product = await Product.findById(id, { stockMoves: 1 }).lean();
  const moves = product?.stockMoves ?? [];
  if (moves.length === 0) return;
  // The unique key is what makes copying idempotent: make sure it exists first.
  await StockMove.init();
  // One read says which markers the history has already (a kept marker stays a while) and how their holds stand.
  const keys = [...new Set([...moves.map((move) => move.key), ...moves.filter(isHoldMarker).map(heldKeyOf)])];
  const lines = await StockMove.find({ product: id, key: { $in: keys } }, { key: 1, hold: 1 }).lean();
  const inHistory = new Set(lines.map((line) => line.key));
  const copied = moves.filter((move) => !inHistory.has(move.key));
  for (const move of copied) {
    try {
      await StockMove.updateOne({ product: id, key: move.key }, { $setOnInsert: { ...move, product: id } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  const kept = keptForHolds(moves, lines, keptAfter);
  const done = moves.filter((move) => !kept.has(move.key));
  if (done.length > 0) await Product.updateOne({ _id: id }, { $pull: { stockMoves: { key: { $in: done.map((move) => move.key) } } } });
  // A move's sizes are noted when it is copied and again when it comes off (a crash may fall between the two).
  const moved = [...copied, ...done].filter((move) => move.change !== 0);
  const sizes = [...new Map(moved.map((move) => [move.size.toString(), move.size])).values()];
  if (sizes.length > 0) await noteLowSizes(id, sizes);
}

/** After an order took units: notes the sizes of these products that fell to their threshold. */
/** Notes the falls and rises of every size of these products; true when a fall among them awaits its e-mail. */
export async function noteLowStock(productIds: Iterable<Types.ObjectId | string>): Promise<boolean> {
  let unmailed = false;
  for (const id of new Set([...productIds].map(String))) {
    if (await noteLowSizes(new Types.ObjectId(id), "every")) unmailed = true;
  }
  return unmailed;
}

/**
 * noteLowStock for products as the order's own updates answered them (lib/checkout/holds.ts), the
 * store's figure given by the caller, who has the settings at hand: no read of its own.
 */
export async function noteLowStockSeen(products: readonly LowStockView[], storeThreshold: number): Promise<boolean> {
  let unmailed = false;
  for (const product of products) {
    if (await noteLowSizesSeen(product, "every", product.lowStockThreshold ?? storeThreshold)) unmailed = true;
  }
  return unmailed;
}

/** recordStockMoves for several products, e.g. every product an order moved. */
export async function recordStockMovesOf(productIds: Iterable<Types.ObjectId | string>, keptAfter?: Date): Promise<void> {
  for (const id of new Set([...productIds].map(String))) await recordStockMoves(id, keptAfter);
}

/** Where the sweep of this process last looked for orders' takes; none yet: it looks back a day, past any stop. */
let takesSeenUntil: Date | null = null;
const TAKES_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const SWEEP_OVERLAP_MS = 60_000;

/**
 * The sweep's pass: copies the markers a crash left, and notes the falls of the products orders took
 * units of since it last looked (an order notes its own after its answer, which a crash may lose).
 */
export async function recordLeftoverStockMoves(now: Date = new Date()): Promise<number> {
  const products = await Product.find({ "stockMoves.kind": { $in: STOCK_MOVE_KINDS } }, { _id: 1 }).lean();
  await recordStockMovesOf(products.map((product) => product._id));
  const since = takesSeenUntil ? new Date(takesSeenUntil.getTime() - SWEEP_OVERLAP_MS) : new Date(now.getTime() - TAKES_LOOKBACK_MS);
  const taken = await StockMove.distinct("product", { kind: STOCK_MOVE_KIND.held, at: { $gte: since } });
  takesSeenUntil = now;
  await noteLowStock(taken);
  return products.length;
}

export interface StockHistoryEntry {
  id: string;
  at: string;
  kind: StockMoveKind;
  reason: string;
  /** Units added (above 0) or taken (below 0); 0 for a payment of held units. */
  change: number;
  units: number;
  /** The size's stock right after this move. */
  stockAfter: number;
  orderNumber?: string;
  /** A draft order's reservation, before the draft is an order: its draft's id, for its page. */
  draftId?: string;
  by?: string;
}

export interface SizeHistory {
  sizeId: string;
  label: string;
  stock: number;
  removed: boolean;
  low: boolean;
  entries: StockHistoryEntry[];
}

export interface ProductStockHistory {
  productId: string;
  brand: string;
  name: string;
  /** The product's own low-stock figure, or null when the store's applies. */
  lowStockThreshold: number | null;
  threshold: number;
  sizes: SizeHistory[];
  /** True when older moves were left off. */
  truncated: boolean;
}

// A product's history is read newest first; past this many moves the oldest are left off.
const MAX_MOVES = 500;

/**
 * A product's stock history by size, newest first. Each move carries the size's stock right after
 * it, worked back from today's stock: the moves after it explain the difference.
 */
export async function productStockHistory(productId: string): Promise<ProductStockHistory | null> {
  // The admin page passes its URL's id as typed.
  if (!Types.ObjectId.isValid(productId)) return null;
  await recordStockMoves(productId);
  const product = await Product.findById(productId, { brand: 1, name: 1, sizes: 1, lowStockThreshold: 1, lowSizes: 1 }).lean();
  if (!product) return null;
  const [moves, storeThreshold] = await Promise.all([
    StockMove.find({ product: product._id, "hold.state": { $nin: ["taking", "void"] } }).sort({ at: -1, _id: -1 }).limit(MAX_MOVES + 1).lean(),
    storeLowStockThreshold(),
  ]);
  const truncated = moves.length > MAX_MOVES;
  const shown = moves.slice(0, MAX_MOVES);
  const orderIds = [...new Set(shown.flatMap((move) => (move.order ? [move.order.toString()] : [])))];
  const orders = await Order.find({ _id: { $in: orderIds } }, { orderNumber: 1, "payment.refusal": 1 }).lean<{ _id: Types.ObjectId; orderNumber: string; payment?: { refusal?: unknown } }[]>();
  const orderNumbers = new Map(orders.map((order) => [order._id.toString(), order.orderNumber]));
  const refusedAtTheDoor = new Set(orders.filter((order) => order.payment?.refusal).map((order) => order._id.toString()));
  // A draft's reservation holds under the id its order will have, so until it is paid there is no order to name.
  const drafts = await DraftOrder.find({ orderId: { $in: orderIds.filter((id) => !orderNumbers.has(id)) } }, { orderId: 1 }).lean();
  const draftIds = new Map(drafts.map((draft) => [draft.orderId.toString(), draft._id.toString()]));
  const reasonFor = (kind: StockMoveKind, order: string | undefined): string => {
    if (order && kind === STOCK_MOVE_KIND.released && refusedAtTheDoor.has(order)) return ORDER_MOVE_REASONS.refusedAtTheDoor;
    if (order && draftIds.has(order)) return kind === STOCK_MOVE_KIND.held ? ORDER_MOVE_REASONS.reservedForDraft : kind === STOCK_MOVE_KIND.released ? ORDER_MOVE_REASONS.reservationEnded : STOCK_MOVE_REASONS[kind];
    return STOCK_MOVE_REASONS[kind];
  };
  const current = (product.sizes ?? []).map((size) => ({ id: size._id.toString(), label: size.label ?? "", stock: size.stock, removed: false }));
  const removed = [...new Map(shown.filter((move) => !current.some((size) => size.id === move.size.toString())).map((move) => [move.size.toString(), move.label ?? ""])).entries()].map(
    ([id, label]) => ({ id, label, stock: 0, removed: true }),
  );
  const low = new Set((product.lowSizes ?? []).map((entry) => entry.size.toString()));
  const sizes = [...current, ...removed].map((size) => {
    let after = size.stock;
    const entries = shown
      .filter((move) => move.size.toString() === size.id)
      .map((move) => {
        const entry: StockHistoryEntry = {
          id: move._id.toString(),
          at: move.at.toISOString(),
          kind: move.kind,
          reason: reasonFor(move.kind, move.order?.toString()),
          change: move.change,
          units: move.units,
          stockAfter: after,
          ...(move.order ? { orderNumber: orderNumbers.get(move.order.toString()) ?? "" } : {}),
          ...(move.order && draftIds.has(move.order.toString()) ? { draftId: draftIds.get(move.order.toString()) } : {}),
          ...(move.by ? { by: move.by } : {}),
        };
        after -= move.change;
        return entry;
      });
    return { sizeId: size.id, label: size.label, stock: size.stock, removed: size.removed, low: low.has(size.id), entries };
  });
  return {
    productId: product._id.toString(),
    brand: product.brand,
    name: product.name,
    lowStockThreshold: product.lowStockThreshold ?? null,
    threshold: product.lowStockThreshold ?? storeThreshold,
    sizes,
    truncated,
  };
}
