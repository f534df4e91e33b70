import type { QueryFilter } from "mongoose";
import { shopDay, startOfNextShopDay, startOfShopDay } from "@/lib/calendar/shop-calendar";
import { isPromoActive } from "@/lib/pricing/promo";
import type { ProductRecord } from "@/models/product";
import type { CollectionRule } from "./collection-schema";
import type { FacetProduct } from "./facet-count";

type Condition = QueryFilter<ProductRecord>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The products a rule holds at `now`, as database conditions all to be met. On promotion is the
 * promo rule of lib/pricing/promo.ts (a discount, from its start day to its end day, whole shop
 * days); a price band is the product's price (its cheapest size's), from the minimum, under the maximum.
 */
export function ruleConditions(rule: CollectionRule, now: Date): Condition[] {
  const conditions: Condition[] = [];
  if (rule.type) conditions.push({ type: rule.type });
  if (rule.brand) conditions.push({ brand: rule.brand });
  if (rule.family) conditions.push({ family: rule.family });
  if (rule.forWhom) conditions.push({ forWhom: rule.forWhom });
  if (rule.note) conditions.push({ $or: [{ "scentNotes.top": rule.note }, { "scentNotes.heart": rule.note }, { "scentNotes.base": rule.note }] });
  if (rule.minPrice !== undefined || rule.maxPrice !== undefined) {
    conditions.push({ price: { ...(rule.minPrice !== undefined ? { $gte: rule.minPrice } : {}), ...(rule.maxPrice !== undefined ? { $lt: rule.maxPrice } : {}) } });
  }
  if (rule.onPromotion) {
    const today = shopDay(now);
    conditions.push(
      { "promo.discount": { $gt: 0 } },
      { $or: [{ "promo.startDate": null }, { "promo.startDate": { $lt: startOfNextShopDay(today) } }] },
      { $or: [{ "promo.endDate": null }, { "promo.endDate": { $gte: startOfShopDay(today) } }] },
    );
  }
  if (rule.newWithinDays) conditions.push({ createdAt: { $gte: new Date(now.getTime() - rule.newWithinDays * DAY_MS) } });
  return conditions;
}

/** The same rule as ruleConditions, for a product held in memory (the filters' counts). */
export function ruleAdmits(rule: CollectionRule, now: Date): (product: FacetProduct) => boolean {
  const newFrom = rule.newWithinDays ? now.getTime() - rule.newWithinDays * DAY_MS : null;
  return (product) =>
    (!rule.type || product.type === rule.type) &&
    (!rule.brand || product.brand === rule.brand) &&
    (!rule.family || product.family === rule.family) &&
    (!rule.forWhom || product.forWhom === rule.forWhom) &&
    (!rule.note || product.notes.includes(rule.note)) &&
    (rule.minPrice === undefined || product.price >= rule.minPrice) &&
    (rule.maxPrice === undefined || product.price < rule.maxPrice) &&
    (!rule.onPromotion || isPromoActive(product.promo, now)) &&
    (newFrom === null || (product.createdAt !== undefined && product.createdAt.getTime() >= newFrom));
}
