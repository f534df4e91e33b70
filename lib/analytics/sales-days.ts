import { shopDay } from "@/lib/calendar/shop-calendar";
import { toKobo, type Kobo } from "@/lib/money/naira";
import { SALES_CHANNEL } from "@/lib/vocabulary/sales-channels";

/** An order line as the ledger counts it: what was sold of one product. */
export interface SaleLine {
  product: string;
  brand: string;
  name: string;
  type: string;
  price: number;
  quantity: number;
}

/** A paid order as the sales ledger counts it: its total in naira, when it was paid, where it was sold, and its lines. */
export interface PaidSale {
  id: string;
  totalPrice: number;
  channel: string;
  paidAt: Date;
  lines: readonly SaleLine[];
}

/**
 * What a day sold of each product, as three lists of the same length (the product, its units, the
 * lines' price in kobo before discounts, tax and delivery), and of each product type. Lists of
 * numbers, not a document per product: a quarter's days are read in a fraction of the time.
 */
export interface DayProducts {
  productIds: string[];
  productUnits: number[];
  productKobo: Kobo[];
  types: { type: string; units: number; salesKobo: Kobo }[];
}

export const NO_PRODUCTS: DayProducts = { productIds: [], productUnits: [], productKobo: [], types: [] };

/** Adds the sales' lines to what a day sold, by product and by type. */
export function addProductSales(day: DayProducts, sales: readonly PaidSale[]): DayProducts {
  const next: DayProducts = { productIds: [...day.productIds], productUnits: [...day.productUnits], productKobo: [...day.productKobo], types: day.types.map((entry) => ({ ...entry })) };
  const index = new Map(next.productIds.map((id, position) => [id, position]));
  for (const line of sales.flatMap((sale) => sale.lines)) {
    const kobo = toKobo(line.price) * line.quantity;
    let position = index.get(line.product);
    if (position === undefined) {
      position = next.productIds.push(line.product) - 1;
      next.productUnits.push(0);
      next.productKobo.push(0);
      index.set(line.product, position);
    }
    next.productUnits[position] = (next.productUnits[position] ?? 0) + line.quantity;
    next.productKobo[position] = (next.productKobo[position] ?? 0) + kobo;
    const type = next.types.find((entry) => entry.type === line.type) ?? next.types[next.types.push({ type: line.type, units: 0, salesKobo: 0 }) - 1]!;
    type.units += line.quantity;
    type.salesKobo += kobo;
  }
  return next;
}

/** What a day's paid orders came to in one sales channel. */
export interface ChannelSales {
  channel: string;
  orders: number;
  salesKobo: Kobo;
}

/**
 * A day's sales by channel as stored. A day counted before channels has none, and every order it
 * holds was then the website's: its totals are the website's.
 */
export function storedChannels(entry: { channels?: { channel?: string | null; orders?: number | null; salesKobo?: number | null }[] | null; orders?: number | null; salesKobo?: number | null }): ChannelSales[] {
  if (entry.channels) return entry.channels.map((line) => ({ channel: line.channel ?? SALES_CHANNEL.website, orders: line.orders ?? 0, salesKobo: line.salesKobo ?? 0 }));
  return (entry.orders ?? 0) > 0 ? [{ channel: SALES_CHANNEL.website, orders: entry.orders ?? 0, salesKobo: entry.salesKobo ?? 0 }] : [];
}

/** Adds the sales to a day's totals by channel: each order's whole total, before refunds. */
export function addChannelSales(channels: readonly ChannelSales[], sales: readonly PaidSale[]): ChannelSales[] {
  const next = channels.map((line) => ({ ...line }));
  for (const sale of sales) {
    const line = next.find((candidate) => candidate.channel === sale.channel) ?? next[next.push({ channel: sale.channel, orders: 0, salesKobo: 0 }) - 1]!;
    line.orders += 1;
    line.salesKobo += toKobo(sale.totalPrice);
  }
  return next;
}

/** Paid orders grouped by the shop day (Lagos time) they were paid on, oldest day first. */
export function salesByShopDay(sales: readonly PaidSale[]): { day: string; sales: PaidSale[] }[] {
  const days = new Map<string, PaidSale[]>();
  for (const sale of sales) {
    const day = shopDay(sale.paidAt);
    const list = days.get(day);
    if (list) list.push(sale);
    else days.set(day, [sale]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, daySales]) => ({ day, sales: daySales }));
}

/** The sales a day's ledger entry does not hold yet, each once. */
export function notYetCounted(sales: readonly PaidSale[], countedIds: Iterable<string>): PaidSale[] {
  const seen = new Set(countedIds);
  return sales.filter((sale) => {
    if (seen.has(sale.id)) return false;
    seen.add(sale.id);
    return true;
  });
}

/** What the sales add up to, summed in kobo so no fraction of a kobo creeps in. */
export function salesKobo(sales: readonly PaidSale[]): Kobo {
  return sales.reduce((sum, sale) => sum + toKobo(sale.totalPrice), 0);
}

/** A day's ledger entry as first written, holding these sales. */
export function newDayEntry(
  day: string,
  sales: readonly PaidSale[],
): { day: string; salesKobo: Kobo; orders: number; orderIds: string[]; channels: ChannelSales[]; byProduct: true; version: number } & DayProducts {
  return {
    day,
    salesKobo: salesKobo(sales),
    orders: sales.length,
    orderIds: sales.map((sale) => sale.id),
    channels: addChannelSales([], sales),
    ...addProductSales(NO_PRODUCTS, sales),
    byProduct: true,
    version: 1,
  };
}
