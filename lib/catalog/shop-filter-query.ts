import "server-only";
import type { PipelineStage, QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { PRODUCT_TYPES, type ProductType } from "@/lib/vocabulary/products";
import { CONCENTRATIONS, FOR_WHOM, SCENT_FAMILIES } from "@/lib/vocabulary/perfume";
import { Product, type ProductRecord } from "@/models/product";
import { PRICE_BANDS, type PriceBand, type ShopFilters } from "./shop-filters";

type Condition = QueryFilter<ProductRecord>;

/** The shop's whole narrowing: the filters, and the type and rating its other controls choose. */
export interface ShopSelection {
  filters: ShopFilters;
  type?: ProductType;
  minRating?: number;
}
type Dimension = keyof ShopFilters | "type" | "rating";

// Pages show the average to one decimal: a product shown with 4.0 stars is one of "4 and up".
const ratingFrom = (stars: number) => stars - 0.05;

const bandCondition = (value: PriceBand): Condition => {
  const band = PRICE_BANDS.find((item) => item.value === value)!;
  return band.max === null ? { price: { $gte: band.min } } : { price: { $gte: band.min, $lt: band.max } };
};

/** Each chosen dimension's condition, but for `except`: a facet counts its options as if none of its own were chosen. */
function conditionsOf(selection: ShopSelection, except?: Dimension): Condition[] {
  const { filters } = selection;
  const conditions: Condition[] = [];
  const add = (dimension: Dimension, condition: Condition | null) => {
    if (dimension !== except && condition) conditions.push(condition);
  };
  const anyOf = (field: string, values: readonly string[]) => (values.length > 0 ? ({ [field]: { $in: values } } as Condition) : null);
  add("type", selection.type ? { type: selection.type } : null);
  add("rating", selection.minRating ? { "rating.average": { $gte: ratingFrom(selection.minRating) } } : null);
  add("brand", anyOf("brand", filters.brand));
  add("concentration", anyOf("concentration", filters.concentration));
  add("family", anyOf("family", filters.family));
  add("forWhom", anyOf("forWhom", filters.forWhom));
  add("inStock", filters.inStock ? { stock: { $gt: 0 } } : null);
  add("notes", filters.notes.length > 0 ? { $or: [anyOf("scentNotes.top", filters.notes)!, anyOf("scentNotes.heart", filters.notes)!, anyOf("scentNotes.base", filters.notes)!] } : null);
  add("price", filters.price.length > 0 ? (filters.price.length === 1 ? bandCondition(filters.price[0]!) : { $or: filters.price.map(bandCondition) }) : null);
  return conditions;
}

/** The filters' conditions, all to be met beside a listing's own (its type, rating, search or collection). */
export function filterConditions(filters: ShopFilters): Condition[] {
  return conditionsOf({ filters });
}

export interface FacetOption {
  value: string;
  count: number;
}

/** How many products each option would show, given every other choice. */
export interface ShopFacets {
  type: FacetOption[];
  brand: FacetOption[];
  concentration: FacetOption[];
  family: FacetOption[];
  forWhom: FacetOption[];
  notes: FacetOption[];
  price: FacetOption[];
  inStock: number;
  rating: number;
}

type FacetStage = PipelineStage.FacetPipelineStage;
const matchAll = (conditions: Condition[]): FacetStage => ({ $match: conditions.length > 0 ? { $and: conditions } : {} });
const counted = (field: string): FacetStage[] => [{ $match: { [field]: { $type: "string" } } }, { $group: { _id: `$${field}`, count: { $sum: 1 } } }];
const upper = PRICE_BANDS.map((band) => band.max ?? Number.MAX_SAFE_INTEGER);
/** The band a price falls in, as a $switch over the bands' upper bounds. */
const bandOf = { $switch: { branches: PRICE_BANDS.map((band, index) => ({ case: { $lt: ["$price", upper[index]] }, then: band.value })), default: null } };

interface FacetRow {
  _id: string | null;
  count: number;
}

const options = (rows: FacetRow[] = [], order?: readonly string[]): FacetOption[] => {
  const found = rows.filter((row): row is { _id: string; count: number } => typeof row._id === "string").map((row) => ({ value: row._id, count: row.count }));
  return order ? order.flatMap((value) => found.filter((option) => option.value === value)) : found.sort((a, b) => a.value.localeCompare(b.value));
};

/**
 * Every facet's option counts in one pass over the products `base` admits (a search's matches,
 * a collection's members): each facet matches all choices but its own, then groups.
 */
export async function findShopFacets(base: Condition, selection: ShopSelection): Promise<ShopFacets> {
  await connectToDatabase();
  const facet = (except: Dimension, ...stages: FacetStage[]): FacetStage[] => [matchAll(conditionsOf(selection, except)), ...stages];
  const [result] = await Product.aggregate<Record<string, FacetRow[]>>([
    { $match: base },
    { $project: { type: 1, brand: 1, concentration: 1, family: 1, forWhom: 1, scentNotes: 1, price: 1, stock: 1, "rating.average": 1 } },
    {
      $facet: {
        type: facet("type", ...counted("type")),
        brand: facet("brand", ...counted("brand")),
        concentration: facet("concentration", ...counted("concentration")),
        family: facet("family", ...counted("family")),
        forWhom: facet("forWhom", ...counted("forWhom")),
        notes: facet(
          "notes",
          { $project: { note: { $setUnion: [{ $ifNull: ["$scentNotes.top", []] }, { $ifNull: ["$scentNotes.heart", []] }, { $ifNull: ["$scentNotes.base", []] }] } } },
          { $unwind: "$note" },
          { $group: { _id: "$note", count: { $sum: 1 } } },
        ),
        price: facet("price", { $group: { _id: bandOf, count: { $sum: 1 } } }),
        inStock: facet("inStock", { $match: { stock: { $gt: 0 } } }, { $group: { _id: "in", count: { $sum: 1 } } }),
        rating: facet("rating", { $match: { "rating.average": { $gte: ratingFrom(4) } } }, { $group: { _id: "4", count: { $sum: 1 } } }),
      },
    },
  ]);
  return {
    type: options(result?.type, PRODUCT_TYPES),
    brand: options(result?.brand),
    concentration: options(result?.concentration, CONCENTRATIONS),
    family: options(result?.family, SCENT_FAMILIES),
    forWhom: options(result?.forWhom, FOR_WHOM),
    notes: options(result?.notes),
    price: options(result?.price, PRICE_BANDS.map((band) => band.value)),
    inStock: result?.inStock?.[0]?.count ?? 0,
    rating: result?.rating?.[0]?.count ?? 0,
  };
}
