import "server-only";
import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { hasOptedOut, issueOptOutToken } from "@/lib/mail/opt-out";
import { recordMessage } from "@/lib/mail/outbox";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { BackInStockRequest, type BackInStockRequestRecord } from "@/models/back-in-stock-request";
import { BackInStockRound } from "@/models/back-in-stock-round";
import { HIDDEN, Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";

/**
 * Every way units come back to a size (an admin's edit, an import, a refund's restock, an unpaid
 * order's expiry or cancellation) ends as a stock move with a positive change in the stock history
 * (lib/catalog/stock-history.ts): that is the one place this reads. Each such move after a
 * shopper's request tells at most as many waiting shoppers as the units it brought back, oldest
 * request first, each once. A hidden product's returns wait, unclaimed, until it is published again:
 * its page would send the shopper home.
 */
export async function tellWaitingShoppers(now = new Date()): Promise<{ told: number }> {
  await connectToDatabase();
  let told = await finishRounds(now);
  const sizes = await BackInStockRequest.aggregate<{ _id: { product: Types.ObjectId; size: Types.ObjectId }; since: Date }>([
    { $match: { state: "waiting" } },
    { $group: { _id: { product: "$product", size: "$size" }, since: { $min: "$requestedAt" } } },
    { $limit: 500 },
  ]);
  const hidden = new Set((await Product.find({ _id: { $in: sizes.map((size) => size._id.product) }, ...HIDDEN }, { _id: 1 }).lean()).map((product) => product._id.toString()));
  for (const { _id, since } of sizes) {
    if (hidden.has(_id.product.toString())) continue;
    const returns = await StockMove.find({ product: _id.product, size: _id.size, change: { $gt: 0 }, at: { $gte: since } }, { change: 1, at: 1 }).sort({ at: 1 }).lean();
    if (returns.length === 0) continue;
    const handled = new Set((await BackInStockRound.find({ _id: { $in: returns.map((move) => move._id) } }, { _id: 1 }).lean()).map((round) => round._id.toString()));
    for (const move of returns) {
      if (handled.has(move._id.toString())) continue;
      told += await startRound(move._id, _id.product, _id.size, move.change, move.at, now);
    }
  }
  return { told };
}

/**
 * Claims one return of units (inserting its round under the move's id: one instance wins), writes
 * whom it tells (the oldest waiting requests made before the units came back, no more than the
 * units), then tells them.
 */
async function startRound(moveId: Types.ObjectId, product: Types.ObjectId, size: Types.ObjectId, units: number, at: Date, now: Date): Promise<number> {
  try {
    await BackInStockRound.create({ _id: moveId, requests: [], done: false, at: now });
  } catch (error) {
    if (isDuplicateKeyError(error)) return 0;
    throw error;
  }
  const waiting = await BackInStockRequest.find({ product, size, state: "waiting", requestedAt: { $lte: at } }, { _id: 1 }).sort({ requestedAt: 1, _id: 1 }).limit(units).lean();
  await BackInStockRound.updateOne({ _id: moveId }, { $set: { requests: waiting.map((request) => request._id) } });
  return tellRound(moveId, now);
}

/** Rounds a crash left unfinished: told again under the same keys, which the outbox keeps once. */
async function finishRounds(now: Date): Promise<number> {
  let told = 0;
  const rounds = await BackInStockRound.find({ done: false, at: { $lte: new Date(now.getTime() - 60_000) } }, { _id: 1 }).lean();
  for (const round of rounds) told += await tellRound(round._id, now);
  return told;
}

async function tellRound(roundId: Types.ObjectId, now: Date): Promise<number> {
  const round = await BackInStockRound.findById(roundId).lean();
  if (!round) return 0;
  const requests = await BackInStockRequest.find({ _id: { $in: round.requests } }).lean<BackInStockRequestRecord[]>();
  let told = 0;
  for (const request of requests) if (await tell(request, now)) told += 1;
  await BackInStockRound.updateOne({ _id: roundId }, { $set: { done: true } });
  return told;
}

/** One shopper's message, keyed by their request and when it was made: once, whichever round or pass records it. */
async function tell(request: BackInStockRequestRecord, now: Date): Promise<boolean> {
  let recorded = false;
  if (!(await hasOptedOut(request.email))) {
    const product = await Product.findById(request.product, { brand: 1, name: 1, sizes: 1 }).lean();
    const size = product?.sizes?.find((candidate) => candidate._id.equals(request.size));
    if (product && size) {
      const outcome = await recordMessage(
        {
          key: `back-in-stock:${request._id.toString()}:${request.requestedAt.getTime()}`,
          to: request.email,
          kind: "back-in-stock",
          data: { productId: product._id.toString(), product: `${product.brand} ${product.name}`, size: size.label ?? "", optOutToken: issueOptOutToken(request.email, now) },
        },
        now,
      );
      recorded = outcome === "recorded";
    }
  }
  await BackInStockRequest.updateOne({ _id: request._id, requestedAt: request.requestedAt }, { $set: { state: "told", toldAt: now } });
  return recorded;
}
