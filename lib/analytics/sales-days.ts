import { shopDay } from "@/lib/calendar/shop-calendar";
import { toKobo, type Kobo } from "@/lib/money/naira";

/** A paid order as the sales ledger counts it: its total in naira and when it was paid. */
export interface PaidSale {
  id: string;
  totalPrice: number;
  paidAt: Date;
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
export function newDayEntry(day: string, sales: readonly PaidSale[]): { day: string; salesKobo: Kobo; orders: number; orderIds: string[]; version: number } {
  return { day, salesKobo: salesKobo(sales), orders: sales.length, orderIds: sales.map((sale) => sale.id), version: 1 };
}
