import "server-only";
import { Types } from "mongoose";
import { heldMove, paidMove, recordStockMoves, recordStockMovesOf, releasedMove } from "@/lib/catalog/stock-history";
import { PLACEMENT_GRACE_MS, STOCK_MOVE_KIND } from "@/lib/vocabulary/stock-moves";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { Product } from "@/models/product";
import { StockMove, type HoldState } from "@/models/stock-move";
import { AFTER_ANSWER_BATCHES, inBatches } from "./batches";
import { insertsInBatches } from "./batched-inserts";
import { heldCount, markerOf, takeFromProduct, type StockSeen } from "./product-takes";

/**
 * An order's units of a size, held off the product. The product keeps only what is in flight, so a
 * drop of a thousand unpaid orders rewrites a product no larger than for one. Each hold has a record,
 * its line in the stock history (`held:<order>:<size>`), whose state says where it stands; the
 * product moves its units and its count of held units (`held.<size>`) in single-document updates,
 * each guarded by a marker on the product that stays there until the record has moved past it:
 *
 * - taking: the record is written "taking"; the product gives the units and a marker (`takes`,
 *   guarded by its absence); the record is "held"; the marker is pulled. Units taken with no
 *   record "held" yet are always marked on the product, so a retry or the recovery pass tells a
 *   take that happened from one that did not.
 * - giving back, or settling once paid: one step claims the record ("returning", "undoing" for a
 *   take not known to have happened, "settling"), the product moves under a marker of the move
 *   naming the take it ends (`stockMoves`, guarded by its absence), the record is finished, and the
 *   marker is copied into the history and pulled, never before the record is finished
 *   (stock-history.ts). Each taking of the units has its own `take`, so a record given back and taken
 *   again (a draft reserved again) is given back again under a marker of its own.
 *
 * A claim is stamped with the database's time (`hold.since`), and the recovery's grace is judged
 * against it by the database's clock alone, so servers whose clocks disagree still agree on it.
 * Past the grace the recovery takes the claim over (its `since` changes, so the step that claimed
 * first cannot finish the record too), and the step's own product update, sent late, refuses itself
 * by the same clock: the recovery and a stalled step never both move the product. The marker of the
 * recovery's move also stays a grace after it (the only markers that outlive their record's claim:
 * a drop's payments leave none behind). Holds written on the product itself before this (holds.ts)
 * are still given back and settled there.
 */

export type { StockSeen } from "./product-takes";
export type StockOutcome = "taken" | "short" | "over-ceiling";

interface HoldRecord {
  _id: Types.ObjectId;
  product: Types.ObjectId;
  key: string;
  size: Types.ObjectId;
  units: number;
  order: Types.ObjectId;
  hold: { state: HoldState; since: Date; paidLater?: boolean | null; take?: Types.ObjectId | null };
}

/** Hold records opened at once by placements at the same step go to the database as one insert (batched-inserts.ts). */
const insertRecord = insertsInBatches(StockMove);

/** Writes the record "taking", or finds the one a retry or an earlier hold left; "taking" when the units are to be taken here. */
async function openRecord(record: Omit<HoldRecord, "_id"> & { kind: string; change: number; at: Date }): Promise<HoldState | "legacy"> {
  try {
    await insertRecord({ ...record });
    return "taking";
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const existing = await StockMove.findOne({ product: record.product, key: record.key }, { hold: 1 }).lean<Pick<HoldRecord, "_id" | "hold"> | null>();
  const state = existing?.hold?.state;
  // The line of a hold written on the product, copied into the history before records were kept.
  if (!state && (await Product.exists({ _id: record.product, holds: { $elemMatch: markerOf(record.order, record.size) } }))) return "legacy";
  if (state && state !== "returned" && state !== "void") return state;
  // A hold given back (a draft's reservation ended) is taken again under the same record.
  const reopened = await StockMove.updateOne(
    { _id: existing?._id, "hold.state": state ?? { $exists: false } },
    { $set: { change: record.change, units: record.units, at: record.at, hold: record.hold } },
  );
  return reopened.modifiedCount === 1 ? "taking" : "held";
}

/**
 * Takes `quantity` of a size for the order, unless it already holds them; "short" when fewer are
 * left. An order paid later names the share of the size such orders may hold (`paidLater`): the
 * units are then taken only if that share has room, in the same update.
 */
export async function takeHeldStock(
  productId: Types.ObjectId,
  size: Types.ObjectId,
  orderId: Types.ObjectId,
  quantity: number,
  paidLater?: { percent: number },
): Promise<{ outcome: StockOutcome; seen?: StockSeen; toFinish?: TakeToFinish }> {
  const now = new Date();
  const move = heldMove(orderId, size, quantity, now);
  const hold = { state: "taking" as const, since: now, take: new Types.ObjectId(), ...(paidLater ? { paidLater: true } : {}) };
  const opened = await openRecord({ product: productId, key: move.key, size, kind: move.kind, change: move.change, units: quantity, order: orderId, at: now, hold });
  if (opened !== "taking") return { outcome: "taken" };
  const marker = markerOf(orderId, size);
  const seen = await takeFromProduct({ product: productId, size, order: orderId, quantity, paidLater });
  if (!seen) {
    const product = await Product.findById(productId, { takes: { $elemMatch: marker }, holds: { $elemMatch: marker }, sizes: 1 }).lean<{ takes?: unknown[]; holds?: unknown[]; sizes?: { _id: Types.ObjectId; stock: number }[] }>();
    // A retry: the units were taken and the record is still to finish.
    if (!product?.takes?.length) {
      // Nothing taken under this record: it goes, leaving its key to the line of a hold written on the product.
      await StockMove.deleteOne({ product: productId, key: move.key, "hold.state": "taking" });
      if (product?.holds?.length) return { outcome: "taken" };
      const left = product?.sizes?.find((candidate) => candidate._id.equals(size))?.stock ?? 0;
      return { outcome: paidLater && left >= quantity ? "over-ceiling" : "short" };
    }
  }
  const toFinish = { product: productId, key: move.key, order: orderId, size };
  return seen ? { outcome: "taken", seen, toFinish } : { outcome: "taken", toFinish };
}

/** Units taken under their marker, the record still "taking": finishTakes makes the record "held" and pulls the marker. */
export interface TakeToFinish {
  product: Types.ObjectId;
  key: string;
  order: Types.ObjectId;
  size: Types.ObjectId;
}

/**
 * Finishes takes, of any number of orders at once: their records "held", then the markers of those
 * held pulled (a record claimed meanwhile, a roll-back's "undoing", moves its marker itself). Two
 * writes when no record was claimed meanwhile, one read more when some was. Through the driver, as
 * the record's insert: the values are already cast. Until then the order's hold is its record and
 * its marker; a crash before leaves both to the recovery pass, which finishes them the same way.
 */
export async function finishTakes(takes: readonly TakeToFinish[]): Promise<void> {
  const unique = [...new Map(takes.map((take) => [`${take.product.toString()} ${take.key}`, take])).values()];
  if (unique.length === 0) return;
  const ofTakes = { product: { $in: [...new Set(unique.map((take) => take.product))] }, key: { $in: unique.map((take) => take.key) } };
  const recorded = await StockMove.collection.updateMany({ ...ofTakes, "hold.state": "taking" }, { $set: { "hold.state": "held", "hold.since": new Date() } });
  let held = unique;
  if (recorded.modifiedCount < unique.length) {
    const records = await StockMove.collection.find({ ...ofTakes, "hold.state": "held" }, { projection: { product: 1, key: 1 } }).toArray();
    const isHeld = new Set(records.map((record) => `${String(record.product)} ${String(record.key)}`));
    held = unique.filter((take) => isHeld.has(`${take.product.toString()} ${take.key}`));
  }
  if (held.length === 0) return;
  await Product.collection.updateMany(
    { _id: { $in: [...new Set(held.map((take) => take.product))] } },
    { $pull: { takes: { $or: held.map((take) => markerOf(take.order, take.size)) } } as never },
  );
}

/**
 * The takes of placed orders, finished after their answers, those of the orders answered meanwhile
 * together: in a burst one pair of writes serves them all.
 */
export const finishPlacedTakes = inBatches<readonly TakeToFinish[]>((orders) => finishTakes(orders.flat()), AFTER_ANSWER_BATCHES);

type Ending = "returning" | "undoing" | "settling";
const ENDINGS: Ending[] = ["returning", "undoing", "settling"];

/** When a step runs, and the recovery's cutoff then: a marker finished before it is pulled, the holds of an order placed before it looked at. */
interface StepTime {
  now: Date;
  cutoff: Date;
}
const stepTime = (now = new Date()): StepTime => ({ now, cutoff: new Date(now.getTime() - PLACEMENT_GRACE_MS) });

/** A claim the recovery's grace has passed, by the database's clock: no server's own clock decides it. */
const PAST_GRACE = { $expr: { $lte: ["$hold.since", { $subtract: ["$$NOW", PLACEMENT_GRACE_MS] }] } };

/** Until the recovery's grace has passed the claim, by the database's clock: what a claimed step may still write. */
const withinGrace = (claimed: HoldRecord) => ({ $expr: { $lt: ["$$NOW", new Date(claimed.hold.since.getTime() + PLACEMENT_GRACE_MS)] } });

/**
 * Claims the record for one ending, at the database's time; the claim as written, or null when
 * another step has it or it has ended. Taking a claim over (`takingOver`) needs it past the grace.
 */
async function claim(record: HoldRecord, ending: Ending, takingOver = false): Promise<HoldRecord | null> {
  const claimed = await StockMove.collection.findOneAndUpdate(
    { _id: record._id, "hold.state": record.hold.state, "hold.since": record.hold.since, ...(takingOver ? PAST_GRACE : {}) },
    { $set: { "hold.state": ending }, $currentDate: { "hold.since": true } },
    { returnDocument: "after", projection: { "hold.since": 1 } },
  );
  return claimed ? { ...record, hold: { ...record.hold, state: ending, since: (claimed.hold as HoldRecord["hold"]).since } } : null;
}

/**
 * Moves the product for a claimed record, finishes the record and copies the move; the units given
 * back. The move's marker names the take it ends and guards the update. Both writes refuse
 * themselves once the grace has passed the claim, by the database's clock: from then on the
 * recovery may take the claim over and make the move itself, so a step stalled that long moves
 * nothing and leaves the record to it. Made by the recovery in place of a stalled step
 * (`takenOver`), the marker also stays on the product for the recovery's grace (stock-history.ts).
 */
async function finish(record: HoldRecord, time: StepTime, takenOver = false): Promise<number> {
  const { order, size, units } = record;
  const paidLater = Boolean(record.hold.paidLater);
  const settling = record.hold.state === "settling";
  const take = record.hold.take ?? null;
  const move = { ...(settling ? paidMove : releasedMove)(order, size, units, time.now), ...(take ? { take } : {}), ...(takenOver ? { takenOver } : {}) };
  const ofThisTake = { key: move.key, take };
  // Units taken under a record still "taking" are marked on the product, or were never taken.
  const taken = record.hold.state === "undoing" ? { takes: { $elemMatch: markerOf(order, size) } } : {};
  const moved = await Product.updateOne(
    { _id: record.product, ...taken, stockMoves: { $not: { $elemMatch: ofThisTake } }, ...withinGrace(record) },
    {
      $inc: { ...(settling ? {} : { "sizes.$[held].stock": units, stock: units }), ...heldCount(size, -units, paidLater) },
      $push: { stockMoves: move },
      $pull: { takes: markerOf(order, size) },
    },
    settling ? {} : { arrayFilters: [{ "held._id": size }] },
  );
  let ended: HoldState = settling ? "settled" : "returned";
  if (moved.modifiedCount === 0 && record.hold.state === "undoing" && !(await Product.exists({ _id: record.product, stockMoves: { $elemMatch: ofThisTake } }))) ended = "void";
  await StockMove.updateOne({ _id: record._id, "hold.state": record.hold.state, "hold.since": record.hold.since, ...withinGrace(record) }, { $set: { "hold.state": ended } });
  await recordStockMoves(record.product, time.cutoff);
  return moved.modifiedCount === 1 && !settling ? units : 0;
}

const RECORD_FIELDS = { product: 1, key: 1, size: 1, units: 1, order: 1, hold: 1 } as const;

/** Stalled claims and marked products the recovery pass looks at each time; open records, five times as many. */
const BATCH = 200;
const OPEN_RECORDS_PER_PASS = BATCH * 5;

/** Ends every hold of the order not already ending: each claimed once, given back or settled. Returns the products ended, with the units that came back. */
async function endHolds(orderId: Types.ObjectId, ending: "return" | "settle", time: StepTime): Promise<Map<string, number>> {
  const records = await StockMove.find({ order: orderId, "hold.state": { $in: ["taking", "held"] } }, RECORD_FIELDS).lean<HoldRecord[]>();
  const ended = new Map<string, number>();
  for (const record of records) {
    const as: Ending = ending === "settle" ? "settling" : record.hold.state === "taking" ? "undoing" : "returning";
    const claimed = await claim(record, as);
    if (!claimed) continue;
    const units = await finish(claimed, time);
    if (units > 0 || ending === "settle") ended.set(String(record.product), (ended.get(String(record.product)) ?? 0) + units);
  }
  return ended;
}

/** Gives back every hold of the order kept off its products, and any units a late take left marked; returns what came back, by product. */
export async function returnHeldStock(orderId: Types.ObjectId, time = stepTime()): Promise<Map<string, number>> {
  const returned = new Map([...(await endHolds(orderId, "return", time))].filter(([, units]) => units > 0));
  for (const [product, units] of await returnStrayTakes(orderId)) returned.set(product, (returned.get(product) ?? 0) + units);
  return returned;
}

/** The order is paid: its units stay sold, its holds are settled. Returns how many were. */
export async function settleHeldStock(orderId: Types.ObjectId, time = stepTime()): Promise<number> {
  return (await endHolds(orderId, "settle", time)).size;
}

/**
 * Units a take marked on a product after its record was given up (a placement slow enough to be
 * rolled back under it) or whose record was finished without it: given back, the marker with them.
 */
async function returnStrayTakes(orderId: Types.ObjectId, productIds?: Types.ObjectId[]): Promise<Map<string, number>> {
  const products = await Product.find({ ...(productIds ? { _id: { $in: productIds } } : {}), "takes.order": orderId }, { takes: 1 }).lean<
    { _id: Types.ObjectId; takes?: { order: Types.ObjectId; size: Types.ObjectId; quantity: number; paidLater?: boolean }[] }[]
  >();
  const records = await StockMove.find({ order: orderId, product: { $in: products.map((product) => product._id) } }, { product: 1, key: 1, hold: 1 }).lean<Pick<HoldRecord, "product" | "key" | "hold">[]>();
  const stateOf = new Map(records.map((record) => [`${String(record.product)} ${record.key}`, record.hold?.state]));
  const returned = new Map<string, number>();
  for (const product of products) {
    for (const take of product.takes ?? []) {
      if (!take.order.equals(orderId)) continue;
      const state = stateOf.get(`${String(product._id)} ${heldMove(orderId, take.size, take.quantity).key}`);
      if (state === "held") {
        await Product.updateOne({ _id: product._id }, { $pull: { takes: markerOf(orderId, take.size) } });
        continue;
      }
      // A record still taking or ending moves the marker itself.
      if (state && state !== "returned" && state !== "void" && state !== "settled") continue;
      const moved = await Product.updateOne(
        { _id: product._id, takes: { $elemMatch: markerOf(orderId, take.size) } },
        {
          $inc: { "sizes.$[held].stock": take.quantity, stock: take.quantity, ...heldCount(take.size, -take.quantity, Boolean(take.paidLater)) },
          $pull: { takes: markerOf(orderId, take.size) },
        },
        { arrayFilters: [{ "held._id": take.size }] },
      );
      if (moved.modifiedCount === 1) returned.set(String(product._id), (returned.get(String(product._id)) ?? 0) + take.quantity);
    }
  }
  return returned;
}

/** What the recovery pass decides for an order with holds: give them back, settle them, finish taking them, or leave them be. */
export type HoldVerdict = "return" | "settle" | "held" | "leave";

/**
 * The recovery pass's part: claims the grace has passed, by the database's clock, are taken over and
 * finished; holds and marked takes of orders placed before `cutoff` are given back, settled or
 * finished as `verdicts` says.
 * Returns how many holds (one per product) were given back and settled, and the stock that came back.
 */
export async function recoverHeldStock(
  time: StepTime,
  verdicts: (orders: Types.ObjectId[]) => Promise<Map<string, HoldVerdict>>,
): Promise<{ returned: number; settled: number; moves: { productId: string; change: number }[] }> {
  const { cutoff } = time;
  const moves: { productId: string; change: number }[] = [];
  const stalled = await StockMove.find({ "hold.state": { $in: ENDINGS }, ...PAST_GRACE }, RECORD_FIELDS).limit(BATCH).lean<HoldRecord[]>();
  for (const record of stalled) {
    const taken = await claim(record, record.hold.state as Ending, true);
    if (!taken) continue;
    const units = await finish(taken, time, true);
    if (units > 0) moves.push({ productId: String(record.product), change: -units });
  }
  // Markers of the recovery's own moves, kept a grace for the steps it took over; and any a crash left.
  const ended = await Product.find({ "stockMoves.kind": { $in: [STOCK_MOVE_KIND.released, STOCK_MOVE_KIND.paid] } }, { _id: 1 }).limit(BATCH).lean();
  await recordStockMovesOf(ended.map((product) => product._id), cutoff);

  // An order's id is made when its placement starts, to the second: those of the cutoff's second are old enough.
  const before = Types.ObjectId.createFromTime(Math.floor(cutoff.getTime() / 1000) + 1);
  const open = await StockMove.find({ "hold.state": { $in: ["taking", "held"] }, order: { $lt: before } }, { order: 1 }).limit(OPEN_RECORDS_PER_PASS).lean<Pick<HoldRecord, "order">[]>();
  const marked = await Product.find({ "takes.0": { $exists: true } }, { takes: 1 }).limit(BATCH).lean<{ _id: Types.ObjectId; takes?: { order: Types.ObjectId }[] }[]>();
  const markedOrders = marked.flatMap((product) => (product.takes ?? []).map((take) => take.order)).filter((order) => order.getTimestamp() <= cutoff);
  const orders = [...new Map([...open.map((record) => record.order), ...markedOrders].map((order) => [order.toString(), order])).values()];
  if (orders.length === 0) return { returned: 0, settled: 0, moves };
  const verdict = await verdicts(orders);
  let returned = 0;
  let settled = 0;
  for (const order of orders) {
    const decided = verdict.get(order.toString()) ?? "leave";
    if (decided === "return") {
      const back = await returnHeldStock(order, time);
      for (const [productId, units] of back) moves.push({ productId, change: -units });
      returned += back.size;
    } else if (decided === "settle") {
      settled += await settleHeldStock(order, time);
    } else if (decided === "held") {
      await finishTakesOf(order);
    }
  }
  return { returned, settled, moves };
}

/** A stored order's takes a crash left unfinished: their records are "held" and their markers pulled. */
async function finishTakesOf(orderId: Types.ObjectId): Promise<void> {
  await StockMove.updateMany({ order: orderId, "hold.state": "taking" }, { $set: { "hold.state": "held", "hold.since": new Date() } });
  await returnStrayTakes(orderId);
}
