import { CONCENTRATIONS, FOR_WHOM, MAX_NOTE_LENGTH, noteName, SCENT_FAMILIES, type Concentration, type ForWhom, type ScentFamily } from "@/lib/vocabulary/perfume";

/** Price bands by the product's price (its cheapest size's list price): from `min`, under `max`. */
export const PRICE_BANDS = [
  { value: "under-50000", label: "Under ₦50,000", min: 0, max: 50_000 },
  { value: "50000-100000", label: "₦50,000 to ₦100,000", min: 50_000, max: 100_000 },
  { value: "100000-200000", label: "₦100,000 to ₦200,000", min: 100_000, max: 200_000 },
  { value: "over-200000", label: "₦200,000 and over", min: 200_000, max: null },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]["value"];
const PRICE_BAND_VALUES: readonly string[] = PRICE_BANDS.map((band) => band.value);

/**
 * What /shop and a collection page are narrowed to, beyond the search, type, sort and rating:
 * within one kind any value passes (Woody or Floral), across kinds all must (Woody and Feminine).
 */
export interface ShopFilters {
  brand: string[];
  concentration: Concentration[];
  family: ScentFamily[];
  forWhom: ForWhom[];
  inStock: boolean;
  notes: string[];
  price: PriceBand[];
}
export type ShopFilterKey = keyof ShopFilters;

/** The URL's keys in their one order (alphabetical), so one combination has one spelling and one cache key. */
export const SHOP_FILTER_KEYS = ["brand", "concentration", "family", "forWhom", "inStock", "notes", "price"] as const satisfies readonly ShopFilterKey[];

export const NO_FILTERS: ShopFilters = { brand: [], concentration: [], family: [], forWhom: [], inStock: false, notes: [], price: [] };

/** More values than this of one kind is not a shopper's choice: the rest are left out. */
const MAX_VALUES = 20;
const MAX_BRAND_LENGTH = 80;

/** Distinct values in one order, whatever order or repeats the link had. */
function settled(values: readonly string[]): string[] {
  return [...new Set(values)].sort().slice(0, MAX_VALUES);
}

const among = <T extends string>(allowed: readonly T[]) => (values: readonly string[]) => settled(values.filter((value): value is T => (allowed as readonly string[]).includes(value))) as T[];

/**
 * Reads the filters leniently from a URL's values (`all(key)` gives every value a key has): an
 * unknown value is left out rather than refused, as a stale or hand-edited link should still show a page.
 */
export function parseShopFilters(all: (key: ShopFilterKey) => readonly string[]): ShopFilters {
  const text = (key: ShopFilterKey, max: number, spell: (value: string) => string) =>
    settled(all(key).map((value) => spell(value.trim())).filter((value) => value.length > 0 && value.length <= max));
  return {
    brand: text("brand", MAX_BRAND_LENGTH, (value) => value.replace(/\s+/g, " ")),
    concentration: among(CONCENTRATIONS)(all("concentration")),
    family: among(SCENT_FAMILIES)(all("family")),
    forWhom: among(FOR_WHOM)(all("forWhom")),
    inStock: all("inStock").includes("1"),
    notes: text("notes", MAX_NOTE_LENGTH, noteName),
    price: among(PRICE_BAND_VALUES)(all("price")) as PriceBand[],
  };
}

/** The filters as URL pairs, keys and values in their one order; nothing for a filter not set. */
export function shopFilterEntries(filters: ShopFilters): [ShopFilterKey, string][] {
  return SHOP_FILTER_KEYS.flatMap((key): [ShopFilterKey, string][] => {
    const value = filters[key];
    if (typeof value === "boolean") return value ? [[key, "1"]] : [];
    return value.map((item) => [key, item]);
  });
}

/** How many filter values are set: what the phone's "Filters" button says. */
export function activeFilterCount(filters: ShopFilters): number {
  return shopFilterEntries(filters).length;
}
