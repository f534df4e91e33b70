import { shopDay, startOfNextShopDay, startOfShopDay, withinShopDays } from "@/lib/calendar/shop-calendar";
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
 * The price a shopper pays now, as a MongoDB aggregation expression over a product, so the
 * catalogue can be sorted by it in the database. The same rule as `unitPriceKobo`: a stored start
 * counts from 00:00 WAT of its day and an end until 23:59:59 WAT of its day.
 */
export function paidPriceExpression(now: Date): Record<string, unknown> {
  const today = shopDay(now);
  const active = {
    $and: [
      { $gt: [{ $ifNull: ["$promo.discount", 0] }, 0] },
      { $lt: [{ $ifNull: ["$promo.startDate", null] }, startOfNextShopDay(today)] },
      { $or: [{ $eq: [{ $ifNull: ["$promo.endDate", null] }, null] }, { $gte: ["$promo.endDate", startOfShopDay(today)] }] },
    ],
  };
  return { $cond: [active, { $multiply: ["$price", { $subtract: [1, { $divide: ["$promo.discount", 100] }] }] }, "$price"] };
}
