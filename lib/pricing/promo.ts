import { withinShopDays } from "@/lib/calendar/shop-calendar";
import { toKobo, type Kobo } from "@/lib/money/naira";

export interface Promo {
  discount?: number | null;
  startDate?: Date | string | null;
  endDate?: Date | string | null;
}

/** A promo applies while its discount is above 0, from its start day to its end day (whole shop days). */
export function isPromoActive(promo: Promo | null | undefined, now: Date = new Date()): boolean {
  if (!promo || !promo.discount || promo.discount <= 0) return false;
  return withinShopDays(promo.startDate, promo.endDate, now);
}

/** The unit price a shopper pays now, in kobo: price x (1 - discount/100) while the promo is active. */
export function unitPriceKobo(price: number, promo: Promo | null | undefined, now: Date = new Date()): Kobo {
  const listKobo = toKobo(price);
  if (!isPromoActive(promo, now)) return listKobo;
  return Math.round((listKobo * (100 - (promo?.discount ?? 0))) / 100);
}

/**
 * The price a shopper pays now, in naira and unrounded (a stored start counts from 00:00 WAT of its
 * day and an end until 23:59:59 WAT of its day): what the catalogue's price sorts order by.
 */
export function paidPrice(price: number, promo: Promo | null | undefined, now: Date): number {
  return isPromoActive(promo, now) ? price * (1 - (promo?.discount ?? 0) / 100) : price;
}
