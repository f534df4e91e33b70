import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { toNaira } from "@/lib/money/naira";
import { PRODUCT_TYPES } from "@/lib/vocabulary/products";
import { DailyVisitor } from "@/models/daily-visitor";
import { PageView } from "@/models/page-view";
import { SalesDay } from "@/models/sales-day";
import { periodOf, type Period, type PeriodQuery } from "./periods";
import { countDueSalesQuietly } from "./sales-ledger";

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

export interface PeriodReport {
  period: Pick<Period, "kind" | "label" | "previousLabel"> & { from: string; to: string; previousFrom: string; previousTo: string; length: number };
  current: PeriodFigures;
  previous: PeriodFigures;
  daily: DayFigures[];
  previousDaily: DayFigures[];
  bestByRevenue: ProductSales[];
  bestByUnits: ProductSales[];
  byType: TypeSales[];
}

const BEST_SELLERS = 10;

type StoredDay = { day: string; salesKobo: number; refundsKobo?: number | null; orders: number; products?: { product: { toString(): string }; name?: string | null; type?: string | null; units: number; salesKobo: number }[] | null };

function figures(days: readonly string[], ledger: Map<string, StoredDay>, views: Map<string, number>, visitors: Map<string, number>): { totals: PeriodFigures; daily: DayFigures[] } {
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

function productSales(days: readonly string[], ledger: Map<string, StoredDay>): Map<string, { name: string; type: string; units: number; salesKobo: number }> {
  const byProduct = new Map<string, { name: string; type: string; units: number; salesKobo: number }>();
  for (const day of days) {
    for (const entry of ledger.get(day)?.products ?? []) {
      const id = entry.product.toString();
      const total = byProduct.get(id) ?? { name: "", type: "", units: 0, salesKobo: 0 };
      total.name = entry.name || total.name;
      total.type = entry.type || total.type;
      total.units += entry.units;
      total.salesKobo += entry.salesKobo;
      byProduct.set(id, total);
    }
  }
  return byProduct;
}

const countsByDay = (rows: { _id: string; count: number }[]) => new Map(rows.map((row) => [row._id, row.count]));

/**
 * A period's figures beside the previous period's, read from the sales ledger's day documents and
 * the per-day page-view and visitor counts (two periods' worth of each, a few hundred documents),
 * never from the orders.
 */
export async function periodReport(query: PeriodQuery, now: Date = new Date()): Promise<PeriodReport> {
  await connectToDatabase();
  // Payments the ledger has not counted yet are counted first, as on the dashboard.
  await countDueSalesQuietly();
  const period = periodOf(query, now);
  const first = period.previousDays[0] ?? period.days[0] ?? "";
  const last = period.days.at(-1) ?? "";
  const range = { day: { $gte: first, $lte: last } };
  const [days, views, visitors] = await Promise.all([
    SalesDay.find(range, { day: 1, salesKobo: 1, refundsKobo: 1, orders: 1, products: 1 }).lean<StoredDay[]>(),
    PageView.aggregate<{ _id: string; count: number }>([{ $match: range }, { $group: { _id: "$day", count: { $sum: "$views" } } }]),
    DailyVisitor.aggregate<{ _id: string; count: number }>([{ $match: range }, { $group: { _id: "$day", count: { $sum: 1 } } }]),
  ]);
  const ledger = new Map(days.map((entry) => [entry.day, entry]));
  const [viewsByDay, visitorsByDay] = [countsByDay(views), countsByDay(visitors)];
  const current = figures(period.days, ledger, viewsByDay, visitorsByDay);
  const previous = figures(period.previousDays, ledger, viewsByDay, visitorsByDay);

  const sold = productSales(period.days, ledger);
  const soldBefore = productSales(period.previousDays, ledger);
  const products = [...sold.entries()].map(([productId, total]) => ({ productId, name: total.name, type: total.type, units: total.units, sales: toNaira(total.salesKobo), salesKobo: total.salesKobo }));
  const shown = (list: typeof products) => list.slice(0, BEST_SELLERS).map(({ salesKobo: _kobo, ...rest }) => rest);
  const typeTotals = (totals: typeof sold, type: string) =>
    [...totals.values()].filter((total) => total.type === type).reduce((sum, total) => ({ units: sum.units + total.units, salesKobo: sum.salesKobo + total.salesKobo }), { units: 0, salesKobo: 0 });
  return {
    period: {
      kind: period.kind,
      label: period.label,
      previousLabel: period.previousLabel,
      from: period.days[0] ?? "",
      to: last,
      previousFrom: period.previousDays[0] ?? "",
      previousTo: period.previousDays.at(-1) ?? "",
      length: period.days.length,
    },
    current: current.totals,
    previous: previous.totals,
    daily: current.daily,
    previousDaily: previous.daily,
    bestByRevenue: shown([...products].sort((a, b) => b.salesKobo - a.salesKobo || b.units - a.units || a.name.localeCompare(b.name))),
    bestByUnits: shown([...products].sort((a, b) => b.units - a.units || b.salesKobo - a.salesKobo || a.name.localeCompare(b.name))),
    byType: PRODUCT_TYPES.map((type) => {
      const now = typeTotals(sold, type);
      const before = typeTotals(soldBefore, type);
      return { type, units: now.units, sales: toNaira(now.salesKobo), previousUnits: before.units, previousSales: toNaira(before.salesKobo) };
    }),
  };
}
