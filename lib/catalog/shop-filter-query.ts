import "server-only";
import type { QueryFilter } from "mongoose";
import type { ProductRecord } from "@/models/product";
import { PRICE_BANDS, type PriceBand, type ShopFilters } from "./shop-filters";

type Condition = QueryFilter<ProductRecord>;

const bandCondition = (value: PriceBand): Condition => {
  const band = PRICE_BANDS.find((item) => item.value === value)!;
  return band.max === null ? { price: { $gte: band.min } } : { price: { $gte: band.min, $lt: band.max } };
};

/**
 * The filters' conditions, all to be met beside a listing's own (its type, rating, search or
 * collection): the database's side of the tests lib/catalog/facet-count.ts counts with.
 */
export function filterConditions(filters: ShopFilters): Condition[] {
  const conditions: Condition[] = [];
  const anyOf = (field: string, values: readonly string[]) => ({ [field]: { $in: values } }) as Condition;
  if (filters.brand.length > 0) conditions.push(anyOf("brand", filters.brand));
  if (filters.concentration.length > 0) conditions.push(anyOf("concentration", filters.concentration));
  if (filters.family.length > 0) conditions.push(anyOf("family", filters.family));
  if (filters.forWhom.length > 0) conditions.push(anyOf("forWhom", filters.forWhom));
  if (filters.inStock) conditions.push({ stock: { $gt: 0 } });
  if (filters.notes.length > 0) conditions.push({ $or: [anyOf("scentNotes.top", filters.notes), anyOf("scentNotes.heart", filters.notes), anyOf("scentNotes.base", filters.notes)] });
  if (filters.price.length > 0) conditions.push(filters.price.length === 1 ? bandCondition(filters.price[0]!) : { $or: filters.price.map(bandCondition) });
  return conditions;
}
