import "server-only";
import type { Types } from "mongoose";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { LEDGER_STATE } from "@/lib/vocabulary/order-statuses";
import { Order } from "@/models/order";
import { SalesDay } from "@/models/sales-day";
import { NO_PRODUCTS } from "./sales-days";

/**
 * The refunds' side of the sales ledger (sales-ledger.ts): a processed refund is written `due` by
 * the update that processes it; this adds it to the refunds of the shop day it was processed on,
 * with one conditional update of that day that also records its id (so it is never added twice),
 * then marks it `counted`. A crash between the steps leaves it due, and the next run only marks it.
 */

const BATCH = 2_000;
const MAX_ATTEMPTS = 100;
const DUPLICATE_KEY = 11000;

interface DueRefund {
  order: Types.ObjectId;
  id: Types.ObjectId;
  amountKobo: number;
  at: Date;
}

const isDuplicateKey = (error: unknown) => typeof error === "object" && error !== null && "code" in error && error.code === DUPLICATE_KEY;

async function addToDay(day: string, refunds: DueRefund[]): Promise<boolean> {
  const entry = await SalesDay.findOne({ day }, { version: 1, refundIds: 1 }).lean();
  const counted = new Set((entry?.refundIds ?? []).map(String));
  const fresh = refunds.filter((refund) => !counted.has(refund.id.toString()));
  if (fresh.length === 0) return true;
  const refundsKobo = fresh.reduce((sum, refund) => sum + refund.amountKobo, 0);
  const refundIds = fresh.map((refund) => refund.id);
  if (!entry) {
    try {
      await SalesDay.create({ day, salesKobo: 0, orders: 0, orderIds: [], ...NO_PRODUCTS, byProduct: true, refundsKobo, refundIds, version: 1 });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
  const { modifiedCount } = await SalesDay.updateOne({ day, version: entry.version }, { $inc: { refundsKobo, version: 1 }, $push: { refundIds: { $each: refundIds } } });
  return modifiedCount === 1;
}

async function countInDay(day: string, refunds: DueRefund[]): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (await addToDay(day, refunds)) return;
  }
  throw new Error(`The sales ledger's day ${day} kept changing; its refunds stay due for the next run`);
}

/** Counts every processed refund marked `due` into its shop day and marks it `counted`; returns how many. */
export async function countDueRefunds(): Promise<number> {
  let marked = 0;
  for (;;) {
    const orders = await Order.find({ "refunds.ledger": LEDGER_STATE.due }, { refunds: 1 })
      .limit(BATCH)
      .lean<{ _id: Types.ObjectId; refunds?: { _id: Types.ObjectId; amountKobo: number; ledger?: string | null; settledAt?: Date | null; requestedAt: Date }[] }[]>();
    if (orders.length === 0) return marked;
    const due = orders.flatMap((order) =>
      (order.refunds ?? [])
        .filter((refund) => refund.ledger === LEDGER_STATE.due)
        .map((refund) => ({ order: order._id, id: refund._id, amountKobo: refund.amountKobo, at: refund.settledAt ?? refund.requestedAt })),
    );
    const days = new Map<string, DueRefund[]>();
    for (const refund of due) days.set(shopDay(refund.at), [...(days.get(shopDay(refund.at)) ?? []), refund]);
    for (const [day, refunds] of days) await countInDay(day, refunds);
    const { modifiedCount } = await Order.bulkWrite(
      due.map((refund) => ({
        updateOne: {
          filter: { _id: refund.order },
          update: { $set: { "refunds.$[counted].ledger": LEDGER_STATE.counted } },
          arrayFilters: [{ "counted._id": refund.id, "counted.ledger": LEDGER_STATE.due }],
        },
      })),
      { ordered: false },
    );
    marked += modifiedCount;
    if (orders.length < BATCH) return marked;
  }
}
