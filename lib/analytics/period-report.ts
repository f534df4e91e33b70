import "server-only";
import type { Types } from "mongoose";
import { unstable_cache } from "next/cache";
import { ALL_PRODUCTS_TAG, SALES_LEDGER_TAG } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { toNaira } from "@/lib/money/naira";
import { PRODUCT_TYPES } from "@/lib/vocabulary/products";
import { SALES_CHANNELS, type SalesChannel } from "@/lib/vocabulary/sales-channels";
import { DailyVisitor } from "@/models/daily-visitor";
import { PageView } from "@/models/page-view";
import { Product } from "@/models/product";
import { SalesDay } from "@/models/sales-day";
import { periodOf, type Period, type PeriodQuery } from "./periods";
import { countDueSalesQuietly } from "./sales-ledger";
import { storedChannels } from "./sales-days";

/** The spec's four headline figures over a period; money in naira. */
export interface PeriodFigures {
  /** Paid, less refunds processed in the period. */
  totalSales: number;
  totalOrders: number;
  pageViews: number;
  visitors: number;
  /** Paid orders per 100 visitors, to 2 decimals; 0 without visitors. */
  conversionRate: number;
}

export interface DayFigures {
  day: string;
  sales: number;
  orders: number;
  pageViews: number;
}

export interface ProductSales {
  productId: string;
  name: string;
  type: string;
  units: number;
  /** The lines' prices, before discounts, tax, delivery and refunds. */
  sales: number;
}

export interface TypeSales {
  type: string;
  units: number;
  sales: number;
  previousUnits: number;
  previousSales: number;
}

/** Paid orders and their totals (before refunds) from one sales channel, beside the previous period's. */
export interface ChannelSalesFigures {
  channel: SalesChannel;
  orders: number;
  sales: number;
  previousOrders: number;
  previousSales: number;
}

export interface PeriodReport {
  period: Pick<Period, "kind" | "label" | "previousLabel"> & { from: string; to: string; previousFrom: string; previousTo: string; length: number };
  current: PeriodFigures;
  previous: PeriodFigures;
  daily: DayFigures[];
  previousDaily: DayFigures[];
  bestByRevenue: ProductSales[];
  bestByUnits: ProductSales[];
  byType: TypeSales[];
  byChannel: ChannelSalesFigures[];
}

const BEST_SELLERS = 10;
export const REMOVED_PRODUCT = "A product since removed";

type StoredDay = {
  day: string;
  salesKobo: number;
  refundsKobo?: number | null;
  orders: number;
  productIds?: Types.ObjectId[] | null;
  productUnits?: number[] | null;
  productKobo?: number[] | null;
  types?: { type?: string | null; units?: number | null; salesKobo?: number | null }[] | null;
  channels?: { channel?: string | null; orders?: number | null; salesKobo?: number | null }[] | null;
};

/** A day of the ledger as the period's figures read it: money in kobo. */
type DaySales = { day: string; salesKobo: number; refundsKobo: number; orders: number };

function figures(days: readonly string[], ledger: Map<string, DaySales>, views: Map<string, number>, visitors: Map<string, number>): { totals: PeriodFigures; daily: DayFigures[] } {
  let salesKobo = 0;
  let orders = 0;
  let pageViews = 0;
  let visitorCount = 0;
  const daily = days.map((day) => {
    const entry = ledger.get(day);
    const daySalesKobo = (entry?.salesKobo ?? 0) - (entry?.refundsKobo ?? 0);
    salesKobo += daySalesKobo;
    orders += entry?.orders ?? 0;
    pageViews += views.get(day) ?? 0;
    visitorCount += visitors.get(day) ?? 0;
    return { day, sales: toNaira(daySalesKobo), orders: entry?.orders ?? 0, pageViews: views.get(day) ?? 0 };
  });
  return {
    totals: {
      totalSales: toNaira(salesKobo),
      totalOrders: orders,
      pageViews,
      visitors: visitorCount,
      conversionRate: visitorCount === 0 ? 0 : Math.round((orders / visitorCount) * 10000) / 100,
    },
    daily,
  };
}

function productSales(days: readonly StoredDay[]): Map<string, { units: number; salesKobo: number }> {
  const byProduct = new Map<string, { units: number; salesKobo: number }>();
  for (const entry of days) {
    (entry.productIds ?? []).forEach((product, position) => {
      const id = product.toString();
      const total = byProduct.get(id) ?? { units: 0, salesKobo: 0 };
      total.units += entry.productUnits?.[position] ?? 0;
      total.salesKobo += entry.productKobo?.[position] ?? 0;
      byProduct.set(id, total);
    });
  }
  return byProduct;
}

function typeSales(days: readonly StoredDay[], type: string): { units: number; salesKobo: number } {
  const total = { units: 0, salesKobo: 0 };
  for (const day of days) {
    const entry = day.types?.find((candidate) => candidate.type === type);
    total.units += entry?.units ?? 0;
    total.salesKobo += entry?.salesKobo ?? 0;
  }
  return total;
}

function channelSales(days: readonly StoredDay[], channel: SalesChannel): { orders: number; salesKobo: number } {
  const total = { orders: 0, salesKobo: 0 };
  for (const line of days.flatMap((day) => storedChannels(day))) {
    if (line.channel !== channel) continue;
    total.orders += line.orders;
    total.salesKobo += line.salesKobo;
  }
  return total;
}

const byRevenue = (a: { units: number; salesKobo: number }, b: { units: number; salesKobo: number }) => b.salesKobo - a.salesKobo || b.units - a.units;
const byUnits = (a: { units: number; salesKobo: number }, b: { units: number; salesKobo: number }) => b.units - a.units || b.salesKobo - a.salesKobo;

const countsByDay = (rows: { _id: string; count: number }[]) => new Map(rows.map((row) => [row._id, row.count]));

/** What the ledger says of a period and the one before it: each day's sales, the best sellers and the sales by type. */
interface LedgerSales {
  days: DaySales[];
  bestByRevenue: ProductSales[];
  bestByUnits: ProductSales[];
  byType: TypeSales[];
  byChannel: ChannelSalesFigures[];
}

/** The ledger's days from `previousFrom` to `to` (YYYY-MM-DD), the current period starting at `from`. */
async function readLedgerSales(previousFrom: string, from: string, to: string): Promise<LedgerSales> {
  const stored = await SalesDay.find({ day: { $gte: previousFrom, $lte: to } }, { day: 1, salesKobo: 1, refundsKobo: 1, orders: 1, productIds: 1, productUnits: 1, productKobo: 1, types: 1, channels: 1 }).lean<StoredDay[]>();
  const current = stored.filter((entry) => entry.day >= from);
  const previous = stored.filter((entry) => entry.day < from);

  const sold = [...productSales(current).entries()].map(([productId, total]) => ({ productId, ...total }));
  const top = (order: typeof byRevenue) => [...sold].sort(order).slice(0, BEST_SELLERS);
  const [revenueTop, unitsTop] = [top(byRevenue), top(byUnits)];
  // Only the best sellers are named, from the catalogue as it is now.
  const named = await Product.find({ _id: { $in: [...new Set([...revenueTop, ...unitsTop].map((entry) => entry.productId))] } }, { brand: 1, name: 1, type: 1 }).lean();
  const names = new Map(named.map((product) => [product._id.toString(), product]));
  const shown = (list: typeof sold): ProductSales[] =>
    list.map((entry) => {
      const product = names.get(entry.productId);
      return { productId: entry.productId, name: product ? `${product.brand} ${product.name}` : REMOVED_PRODUCT, type: product?.type ?? "", units: entry.units, sales: toNaira(entry.salesKobo) };
    });
  return {
    days: stored.map((entry) => ({ day: entry.day, salesKobo: entry.salesKobo, refundsKobo: entry.refundsKobo ?? 0, orders: entry.orders })),
    bestByRevenue: shown(revenueTop),
    bestByUnits: shown(unitsTop),
    byType: PRODUCT_TYPES.map((type) => {
      const now = typeSales(current, type);
      const before = typeSales(previous, type);
      return { type, units: now.units, sales: toNaira(now.salesKobo), previousUnits: before.units, previousSales: toNaira(before.salesKobo) };
    }),
    byChannel: SALES_CHANNELS.map((channel) => {
      const now = channelSales(current, channel);
      const before = channelSales(previous, channel);
      return { channel, orders: now.orders, sales: toNaira(now.salesKobo), previousOrders: before.orders, previousSales: toNaira(before.salesKobo) };
    }),
  };
}

/**
 * Kept in the shared cache until the ledger counts a sale or a refund, or a product is renamed:
 * on a large shop the days' per-product lists are thousands of entries to read and add up.
 */
const ledgerSales = unstable_cache(readLedgerSales, ["ledger-sales"], { tags: [SALES_LEDGER_TAG, ALL_PRODUCTS_TAG], revalidate: 300 });

/**
 * A period's figures beside the previous period's, read from the sales ledger's day documents and
 * the per-day page-view and visitor counts (two periods' worth of each, a few hundred documents),
 * never from the orders. Page views and visitors are read each time: they move with every visit.
 */
export async function periodReport(query: PeriodQuery, now: Date = new Date()): Promise<PeriodReport> {
  await connectToDatabase();
  // Payments the ledger has not counted yet are counted first, as on the dashboard.
  await countDueSalesQuietly();
  const period = periodOf(query, now);
  const first = period.days[0] ?? "";
  const last = period.days.at(-1) ?? "";
  const previousFirst = period.previousDays[0] ?? first;
  const range = { day: { $gte: previousFirst, $lte: last } };
  const [sales, views, visitors] = await Promise.all([
    ledgerSales(previousFirst, first, last),
    PageView.aggregate<{ _id: string; count: number }>([{ $match: range }, { $group: { _id: "$day", count: { $sum: "$views" } } }]),
    DailyVisitor.aggregate<{ _id: string; count: number }>([{ $match: range }, { $group: { _id: "$day", count: { $sum: 1 } } }]),
  ]);
  const ledger = new Map(sales.days.map((entry) => [entry.day, entry]));
  const [viewsByDay, visitorsByDay] = [countsByDay(views), countsByDay(visitors)];
  const current = figures(period.days, ledger, viewsByDay, visitorsByDay);
  const previous = figures(period.previousDays, ledger, viewsByDay, visitorsByDay);
  return {
    period: {
      kind: period.kind,
      label: period.label,
      previousLabel: period.previousLabel,
      from: first,
      to: last,
      previousFrom: period.previousDays[0] ?? "",
      previousTo: period.previousDays.at(-1) ?? "",
      length: period.days.length,
    },
    current: current.totals,
    previous: previous.totals,
    daily: current.daily,
    previousDaily: previous.daily,
    bestByRevenue: sales.bestByRevenue,
    bestByUnits: sales.bestByUnits,
    byType: sales.byType,
    byChannel: sales.byChannel,
  };
}
