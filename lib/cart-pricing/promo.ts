import { toKobo, type Kobo } from "@/lib/money/naira";

export interface Promo {
  discount?: number | null;
  startDate?: Date | string | null;
  endDate?: Date | string | null;
}

/** A promo applies while its discount is above 0, its start has come and its end has not passed. */
export function isPromoActive(promo: Promo | null | undefined, now: Date = new Date()): boolean {
  if (!promo || !promo.discount || promo.discount <= 0) return false;
  const start = promo.startDate ? new Date(promo.startDate) : null;
  const end = promo.endDate ? new Date(promo.endDate) : null;
  if (start && start.getTime() > now.getTime()) return false;
  if (end && end.getTime() < now.getTime()) return false;
  return true;
}

/** The unit price a shopper pays now, in kobo: price x (1 - discount/100) while the promo is active. */
export function unitPriceKobo(price: number, promo: Promo | null | undefined, now: Date = new Date()): Kobo {
  const listKobo = toKobo(price);
  if (!isPromoActive(promo, now)) return listKobo;
  return Math.round((listKobo * (100 - (promo?.discount ?? 0))) / 100);
}
