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

/** What a day sold of one product: units and the lines' price (before discounts, tax and delivery), in kobo. */
export interface ProductDaySales {
  product: string;
  name: string;
  type: string;
  units: number;
  salesKobo: Kobo;
}

/** Adds the sales' lines to a day's products, one entry per product (its latest name kept). */
export function addProductSales(products: readonly ProductDaySales[], sales: readonly PaidSale[]): ProductDaySales[] {
  const byProduct = new Map(products.map((entry) => [entry.product, { ...entry }]));
  for (const line of sales.flatMap((sale) => sale.lines)) {
    const entry = byProduct.get(line.product) ?? { product: line.product, name: "", type: line.type, units: 0, salesKobo: 0 };
    entry.name = `${line.brand} ${line.name}`.trim();
    entry.type = line.type;
    entry.units += line.quantity;
    entry.salesKobo += toKobo(line.price) * line.quantity;
    byProduct.set(line.product, entry);
  }
  return [...byProduct.values()];
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
): { day: string; salesKobo: Kobo; orders: number; orderIds: string[]; products: ProductDaySales[]; byProduct: true; version: number } {
  return { day, salesKobo: salesKobo(sales), orders: sales.length, orderIds: sales.map((sale) => sale.id), products: addProductSales([], sales), byProduct: true, version: 1 };
}
