import { PRODUCT_TYPES, type ProductType } from "@/lib/vocabulary/products";
import { CONCENTRATIONS, FOR_WHOM, SCENT_FAMILIES } from "@/lib/vocabulary/perfume";
import type { Promo } from "@/lib/pricing/promo";
import { PRICE_BANDS, type ShopFilters } from "./shop-filters";

/** What the filters and a collection's rule read of a product, held in memory for 10,000 products. */
export interface FacetProduct {
  id: string;
  type?: string;
  brand?: string;
  concentration?: string;
  family?: string;
  forWhom?: string;
  /** Its notes of every layer, once each. */
  notes: string[];
  price: number;
  stock: number;
  rating?: number;
  /** How many published reviews its rating is of: the top-rated order's second key. */
  ratingCount?: number;
  promo?: Promo;
  createdAt?: Date;
}

/** A product as the database stores it, as far as FacetProduct reads it. */
export interface StoredFacetProduct {
  _id: unknown;
  type?: string | null;
  brand?: string | null;
  concentration?: string | null;
  family?: string | null;
  forWhom?: string | null;
  scentNotes?: { top?: string[] | null; heart?: string[] | null; base?: string[] | null } | null;
  price?: number | null;
  stock?: number | null;
  rating?: { average?: number | null; count?: number | null } | null;
  promo?: Promo | null;
  createdAt?: Date | null;
}

/** The fields FacetProduct is read from: the projection of every read that builds one. */
export const FACET_FIELDS = { type: 1, brand: 1, concentration: 1, family: 1, forWhom: 1, scentNotes: 1, price: 1, stock: 1, "rating.average": 1, "rating.count": 1, promo: 1, createdAt: 1 } as const;

const text = (value: string | null | undefined) => (typeof value === "string" ? value : undefined);

export function toFacetProduct(record: StoredFacetProduct): FacetProduct {
  const layers = record.scentNotes;
  return {
    id: String(record._id),
    type: text(record.type),
    brand: text(record.brand),
    concentration: text(record.concentration),
    family: text(record.family),
    forWhom: text(record.forWhom),
    notes: [...new Set([...(layers?.top ?? []), ...(layers?.heart ?? []), ...(layers?.base ?? [])])],
    price: record.price ?? 0,
    stock: record.stock ?? 0,
    rating: typeof record.rating?.average === "number" ? record.rating.average : undefined,
    ratingCount: typeof record.rating?.count === "number" ? record.rating.count : undefined,
    promo: record.promo ?? undefined,
    createdAt: record.createdAt ?? undefined,
  };
}

/** The shop's whole narrowing: the filters, and the type and rating its other controls choose. */
export interface ShopSelection {
  filters: ShopFilters;
  type?: ProductType;
  minRating?: number;
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

// Pages show the average to one decimal: a product shown with 4.0 stars is one of "4 and up".
export const ratingFrom = (stars: number) => stars - 0.05;
/** The rating facet counts "4 stars and up". */
const COUNTED_STARS = 4;

const DIMENSIONS = ["type", "rating", "brand", "concentration", "family", "forWhom", "inStock", "notes", "price"] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** The band a price falls in: the first whose upper bound it is under. */
export function priceBandOf(price: number): string | undefined {
  return PRICE_BANDS.find((band) => band.max === null || price < band.max)?.value;
}

const inBand = (price: number, value: string) => {
  const band = PRICE_BANDS.find((item) => item.value === value);
  return band !== undefined && price >= band.min && (band.max === null || price < band.max);
};

const oneOf = (chosen: readonly string[], value: string | undefined) => value !== undefined && chosen.includes(value);

/** Each chosen dimension's test; a dimension not chosen is absent. Within a kind any value passes, across kinds all must. */
function testsOf(selection: ShopSelection): [Dimension, (product: FacetProduct) => boolean][] {
  const { filters } = selection;
  const tests: [Dimension, (product: FacetProduct) => boolean][] = [];
  if (selection.type) tests.push(["type", (product) => product.type === selection.type]);
  if (selection.minRating) {
    const from = ratingFrom(selection.minRating);
    tests.push(["rating", (product) => product.rating !== undefined && product.rating >= from]);
  }
  if (filters.brand.length > 0) tests.push(["brand", (product) => oneOf(filters.brand, product.brand)]);
  if (filters.concentration.length > 0) tests.push(["concentration", (product) => oneOf(filters.concentration, product.concentration)]);
  if (filters.family.length > 0) tests.push(["family", (product) => oneOf(filters.family, product.family)]);
  if (filters.forWhom.length > 0) tests.push(["forWhom", (product) => oneOf(filters.forWhom, product.forWhom)]);
  if (filters.inStock) tests.push(["inStock", (product) => product.stock > 0]);
  if (filters.notes.length > 0) tests.push(["notes", (product) => product.notes.some((note) => filters.notes.includes(note))]);
  if (filters.price.length > 0) tests.push(["price", (product) => filters.price.some((band) => inBand(product.price, band))]);
  return tests;
}

/** Whether a product passes every choice of the selection: what a listing shows. */
export function admits(selection: ShopSelection): (product: FacetProduct) => boolean {
  const tests = testsOf(selection).map(([, passes]) => passes);
  return (product) => tests.every((passes) => passes(product));
}

type Tally = Map<string, number>;
const add = (tally: Tally, value: string | undefined) => {
  if (value !== undefined) tally.set(value, (tally.get(value) ?? 0) + 1);
};

const options = (tally: Tally, order?: readonly string[]): FacetOption[] => {
  const found = [...tally].map(([value, count]) => ({ value, count }));
  return order ? order.flatMap((value) => found.filter((option) => option.value === value)) : found.sort((a, b) => a.value.localeCompare(b.value));
};

/**
 * Every facet's option counts over `products`, in one pass: a facet counts its options as if
 * none of its own were chosen, so a product failing no choice counts in every facet, one failing
 * exactly one choice counts only in that choice's facet, and one failing two counts nowhere.
 */
export function countFacets(products: Iterable<FacetProduct>, selection: ShopSelection): ShopFacets {
  const tests = testsOf(selection);
  const tallies = Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, new Map()])) as Record<Dimension, Tally>;
  const counts = (dimension: Dimension, product: FacetProduct) => {
    const tally = tallies[dimension];
    if (dimension === "type") add(tally, product.type);
    else if (dimension === "brand") add(tally, product.brand);
    else if (dimension === "concentration") add(tally, product.concentration);
    else if (dimension === "family") add(tally, product.family);
    else if (dimension === "forWhom") add(tally, product.forWhom);
    else if (dimension === "notes") product.notes.forEach((note) => add(tally, note));
    else if (dimension === "price") add(tally, priceBandOf(product.price));
    else if (dimension === "inStock") add(tally, product.stock > 0 ? "in" : undefined);
    else add(tally, product.rating !== undefined && product.rating >= ratingFrom(COUNTED_STARS) ? "in" : undefined);
  };
  for (const product of products) {
    let failed: Dimension | null = null;
    let failures = 0;
    for (const [dimension, passes] of tests) {
      if (passes(product)) continue;
      failures += 1;
      failed = dimension;
      if (failures > 1) break;
    }
    if (failures === 0) DIMENSIONS.forEach((dimension) => counts(dimension, product));
    else if (failures === 1 && failed) counts(failed, product);
  }
  return {
    type: options(tallies.type, PRODUCT_TYPES),
    brand: options(tallies.brand),
    concentration: options(tallies.concentration, CONCENTRATIONS),
    family: options(tallies.family, SCENT_FAMILIES),
    forWhom: options(tallies.forWhom, FOR_WHOM),
    notes: options(tallies.notes),
    price: options(tallies.price, PRICE_BANDS.map((band) => band.value)),
    inStock: tallies.inStock.get("in") ?? 0,
    rating: tallies.rating.get("in") ?? 0,
  };
}
