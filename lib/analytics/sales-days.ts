import { shopDay } from "@/lib/calendar/shop-calendar";
import { toKobo, type Kobo } from "@/lib/money/naira";

/** An order line as the ledger counts it: what was sold of one product. */
export interface SaleLine {
  product: string;
  brand: string;
  name: string;
  type: string;
  price: number;
  quantity: number;
}

/** A paid order as the sales ledger counts it: its total in naira, when it was paid, and its lines. */
export interface PaidSale {
  id: string;
  totalPrice: number;
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
): { day: string; salesKobo: Kobo; orders: number; orderIds: string[]; byProduct: true; version: number } & DayProducts {
  return { day, salesKobo: salesKobo(sales), orders: sales.length, orderIds: sales.map((sale) => sale.id), ...addProductSales(NO_PRODUCTS, sales), byProduct: true, version: 1 };
}
