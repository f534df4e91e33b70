import "server-only";
import type { mongo, Types } from "mongoose";
import { revalidateTags } from "@/lib/cache/revalidate";
import { SALES_LEDGER_TAG } from "@/lib/cache/tags";
import { toNaira } from "@/lib/money/naira";
import { LEDGER_STATE, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { Order } from "@/models/order";
import { SalesDay } from "@/models/sales-day";
import { countDueRefunds } from "./refund-ledger";
import { channelOf } from "@/lib/vocabulary/sales-channels";
import { addChannelSales, addProductSales, newDayEntry, NO_PRODUCTS, notYetCounted, salesByShopDay, storedChannels, type DayProducts, type PaidSale, type SaleLine } from "./sales-days";

/**
 * The sales ledger: running totals per shop day, so the dashboard and analytics read a few
 * hundred day documents instead of summing every paid order. There are no multi-document
 * transactions, so each step is recorded before the next and is safe to repeat:
 *   1. the update that marks an order paid also marks it `due` (lib/orders);
 *   2. countDueSales adds each due order to its day with one conditional update of that day,
 *      which also records the order's id, so an order is never added to a day twice;
 *   3. then it marks those orders `counted`.
 * A crash between steps leaves orders `due`, and the next run finishes them: the ones their day
 * already holds are only marked. Any number of runs may overlap.
 */

// Big enough that a backlog (the first start on an old shop, a restore) updates each day a few
// times, not once per order; a read with one payment due still reads one order.
const BATCH = 10_000;
// Each failed attempt means another run changed the day meanwhile, and that run makes progress.
const MAX_ATTEMPTS = 100;
const DUPLICATE_KEY = 11000;

const isDuplicateKey = (error: unknown) => typeof error === "object" && error !== null && "code" in error && error.code === DUPLICATE_KEY;

/** Adds to a day's entry the sales it does not hold yet; true once the day holds all of them. */
async function addToDay(day: string, sales: PaidSale[]): Promise<boolean> {
  const entry = await SalesDay.findOne({ day }, { version: 1, orderIds: 1, orders: 1, salesKobo: 1, channels: 1, ...DAY_PRODUCT_FIELDS }).lean();
  const fresh = notYetCounted(sales, (entry?.orderIds ?? []).map(String));
  if (fresh.length === 0) return true;
  const change = newDayEntry(day, fresh);
  if (!entry) {
    try {
      await SalesDay.create(change);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
  // The day's products are lists, so they are written whole: the version the day was read at
  // makes that safe, as it does the counts.
  const products = addProductSales(productsOf(entry), fresh);
  const { modifiedCount } = await SalesDay.updateOne(
    { day, version: entry.version },
    {
      $inc: { salesKobo: change.salesKobo, orders: change.orders, version: 1 },
      $push: { orderIds: { $each: change.orderIds } },
      $set: { ...products, channels: addChannelSales(storedChannels(entry), fresh) },
    },
  );
  return modifiedCount === 1;
}

async function countInDay(day: string, sales: PaidSale[]): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (await addToDay(day, sales)) return;
  }
  throw new Error(`The sales ledger's day ${day} kept changing; its orders stay due for the next run`);
}

const DAY_PRODUCT_FIELDS = { productIds: 1, productUnits: 1, productKobo: 1, types: 1 } as const;

type StoredProducts = { productIds?: Types.ObjectId[] | null; productUnits?: number[] | null; productKobo?: number[] | null; types?: { type?: string | null; units?: number | null; salesKobo?: number | null }[] | null };

const productsOf = (stored: StoredProducts): DayProducts => ({
  productIds: (stored.productIds ?? []).map(String),
  productUnits: stored.productUnits ?? [],
  productKobo: stored.productKobo ?? [],
  types: (stored.types ?? []).map((entry) => ({ type: entry.type ?? "", units: entry.units ?? 0, salesKobo: entry.salesKobo ?? 0 })),
});

type LedgerOrder = { _id: Types.ObjectId; totalPrice: number; channel?: string | null; payment?: { paidAt?: Date }; orderItems?: { product: Types.ObjectId; brand: string; name: string; type: string; price: number; quantity: number }[] };

const LEDGER_FIELDS = { totalPrice: 1, channel: 1, "payment.paidAt": 1, "orderItems.product": 1, "orderItems.brand": 1, "orderItems.name": 1, "orderItems.type": 1, "orderItems.price": 1, "orderItems.quantity": 1 };

const linesOf = (order: LedgerOrder): SaleLine[] =>
  (order.orderItems ?? []).map((item) => ({ product: item.product.toString(), brand: item.brand, name: item.name, type: item.type, price: item.price, quantity: item.quantity }));

type LedgerFilter = Record<string, unknown>;

/**
 * Counts the paid orders `filter` selects into their shop days, a batch at a time, and marks them
 * `counted` (which takes them out of `filter`). Returns how many orders it marked.
 */
async function countMatching(filter: LedgerFilter): Promise<number> {
  let marked = 0;
  for (;;) {
    const orders = await Order.find(filter, LEDGER_FIELDS).limit(BATCH).lean<LedgerOrder[]>();
    if (orders.length === 0) return marked;
    // Only orders written by hand lack paidAt; they count on the day their id was made.
    const sales = orders.map((order) => ({ id: order._id.toString(), totalPrice: order.totalPrice, channel: channelOf(order), paidAt: order.payment?.paidAt ?? order._id.getTimestamp(), lines: linesOf(order) }));
    for (const { day, sales: daySales } of salesByShopDay(sales)) await countInDay(day, daySales);
    // One statement per order, each found by its _id: a filter listing thousands of ids would be
    // checked against every one of them for each order the engine reads. Counting is the ledger's
    // bookkeeping, not a change to the order: its updatedAt stays (a restored shop then equals its
    // backup, npm run backup:verify).
    const { modifiedCount } = await Order.bulkWrite(
      orders.map((order) => ({ updateOne: { filter: { ...filter, _id: order._id }, update: { $set: { "payment.ledger": LEDGER_STATE.counted } } } })),
      { ordered: false, timestamps: false },
    );
    marked += modifiedCount;
    if (orders.length < BATCH) return marked;
  }
}

/**
 * Counts every paid order marked `due` into its shop day and marks it `counted`. Cheap when
 * nothing is due (one indexed lookup). Returns how many orders it marked.
 */
export async function countDueSales(): Promise<number> {
  const orders = await countMatching({ "payment.ledger": LEDGER_STATE.due });
  // Refunds are taken off the days they were processed on (refund-ledger.ts).
  return counted(orders + (await countDueRefunds()));
}

/**
 * Expires what was read from the ledger once a count changed it. Orders and refunds are marked
 * counted only after their days are written, so a crash between the two leaves them due, and
 * the run that marks them expires it then.
 */
async function counted(marked: number): Promise<number> {
  if (marked > 0) await revalidateTags(SALES_LEDGER_TAG);
  return marked;
}

/**
 * countDueSales where failing would be worse than lagging: after a payment (which stands whatever
 * happens here) and before the figures are read. What it leaves due, the next run counts.
 */
export async function countDueSalesQuietly(): Promise<void> {
  try {
    await countDueSales();
  } catch (error) {
    console.error("Counting the sales ledger failed; the orders stay due for the next run", error);
  }
}

/**
 * Paid orders from before the ledger existed (or restored from a backup made before it) carry no
 * mark: counts them, once when the server starts. It scans the orders, so it is not for every
 * request. Their missing mark is the recorded intent: a crash leaves them unmarked, and the day
 * documents' order ids keep the next pass from counting any of them twice. Counting them
 * straight away instead of marking them due first saves a write per order.
 */
export function countUnledgeredPaidOrders(): Promise<number> {
  return countMatching({ "payment.state": PAYMENT_STATE.paid, "payment.ledger": { $exists: false } }).then(counted);
}

/**
 * Days counted before the ledger kept what each product sold: works their products out again from
 * the orders they hold, each with one update conditional on the version read (a day counted into
 * meanwhile is read again). Once per start, in the background; returns the days it completed.
 */
export async function completeProductDays(): Promise<number> {
  let completed = 0;
  for (;;) {
    const days = await SalesDay.find({ byProduct: { $ne: true } }, { day: 1, version: 1, orderIds: 1 }).limit(50).lean();
    if (days.length === 0) return counted(completed);
    for (const day of days) {
      const orders = await Order.find({ _id: { $in: day.orderIds ?? [] } }, LEDGER_FIELDS).lean<LedgerOrder[]>();
      const sales = orders.map((order) => ({ id: order._id.toString(), totalPrice: order.totalPrice, channel: channelOf(order), paidAt: order.payment?.paidAt ?? order._id.getTimestamp(), lines: linesOf(order) }));
      const { modifiedCount } = await SalesDay.updateOne({ _id: day._id, version: day.version }, { $set: { ...addProductSales(NO_PRODUCTS, sales), byProduct: true }, $inc: { version: 1 } });
      completed += modifiedCount;
    }
  }
}

/**
 * Net sales in naira (paid, less refunds processed) and paid orders over the given shop days
 * (YYYY-MM-DD), or over all of them. Days are named rather than ranged so each is found by its
 * key: a range over the day strings would read every day the shop has had.
 */
export async function ledgerTotals(days?: string[]): Promise<{ sales: number; orders: number }> {
  const [row] = await SalesDay.aggregate<{ salesKobo: number; refundsKobo: number; orders: number }>([
    ...(days ? [{ $match: { day: { $in: days } } }] : []),
    { $group: { _id: null, salesKobo: { $sum: "$salesKobo" }, refundsKobo: { $sum: "$refundsKobo" }, orders: { $sum: "$orders" } } },
  ]);
  return { sales: toNaira((row?.salesKobo ?? 0) - (row?.refundsKobo ?? 0)), orders: row?.orders ?? 0 };
}

/** Net sales in naira and paid orders on each of the given days, in their order; none is 0. A day of refunds alone is below 0. */
export async function ledgerDays(days: string[]): Promise<{ day: string; sales: number; orders: number }[]> {
  const entries = await SalesDay.find({ day: { $in: days } }, { day: 1, salesKobo: 1, refundsKobo: 1, orders: 1 }).lean();
  const byDay = new Map(entries.map((entry) => [entry.day, entry]));
  return days.map((day) => {
    const entry = byDay.get(day);
    return { day, sales: toNaira((entry?.salesKobo ?? 0) - (entry?.refundsKobo ?? 0)), orders: entry?.orders ?? 0 };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A backup's document as a restore loads it. The ledger is rebuilt from the restored orders,
 * never taken from the backup: a backup is no point-in-time snapshot (a day may be read before or
 * after an order it counts), and one from before the ledger has no days and unmarked orders. So
 * the day documents are left out and every paid order is marked due; the next count builds the
 * days again. Each document is changed as it is loaded, so even a restore cut short is consistent.
 */
export function asRestored<T extends Record<string, unknown>>(collection: string, document: T): T | null {
  if (collection === SalesDay.collection.collectionName) return null;
  if (collection !== Order.collection.collectionName || !isRecord(document.payment)) return document;
  // Changed in place, so the restored order keeps its fields in their order.
  const payment: Record<string, unknown> = { ...document.payment };
  if (payment.state === PAYMENT_STATE.paid) payment.ledger = LEDGER_STATE.due;
  else delete payment.ledger;
  // Processed refunds are counted again with their orders.
  const refunds = Array.isArray(document.refunds)
    ? document.refunds.map((refund: unknown) => {
        if (!isRecord(refund)) return refund;
        const { ledger: _counted, ...rest } = refund;
        return rest.state === "processed" ? { ...rest, ledger: LEDGER_STATE.due } : rest;
      })
    : undefined;
  return { ...document, payment, ...(refunds ? { refunds } : {}) };
}

/**
 * The ledger's unique day index in a restored database (one from before the ledger has none):
 * two counts adding a new day at once rely on it to refuse the second insert.
 */
export async function ensureLedgerIndexes(db: mongo.Db): Promise<void> {
  const days = db.collection(SalesDay.collection.collectionName);
  for (const [key, options] of SalesDay.schema.indexes()) await days.createIndex(key as mongo.IndexSpecification, options as mongo.CreateIndexesOptions);
}
