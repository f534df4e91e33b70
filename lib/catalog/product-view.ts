import { withinShopDays } from "@/lib/calendar/shop-calendar";
import { isPromoActive, unitPriceKobo } from "@/lib/pricing/promo";
import { toNaira } from "@/lib/money/naira";
import type { ProductType } from "@/lib/vocabulary/products";
import type { Concentration, ForWhom, ScentFamily, ScentNotes } from "@/lib/vocabulary/perfume";

/** At or below this many left, pages say how many are left; above it, just "In stock". */
export const LOW_STOCK = 5;

/** A product photo: its URL, and where known its intrinsic size and a placeholder painted while it loads. */
export interface ProductImageView {
  url: string;
  width?: number;
  height?: number;
  placeholder?: string;
}

export type StockState = "out" | "low" | "in";

/** One size as pages show it: its own price today and stock. */
export interface SizeView {
  _id: string;
  /** "50 ml"; empty for a product sold in one unnamed size. */
  label: string;
  volumeMl: number | null;
  sku: string;
  price: number;
  /** The price while the product's promo is active, else null. */
  promoPrice: number | null;
  stock: number;
  /** This size's own drop time (ISO), or null: it sells with the product. */
  onSaleAt: string | null;
}
export type PromoState = "running" | "scheduled" | "ended";

/** A product's rating as its pages show it: the average of its published reviews' stars (to one decimal), how many, and how many of each. */
export interface RatingSummary {
  average: number;
  count: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  stars: [number, number, number, number, number];
}

/** The counters a product document keeps of its published reviews (lib/reviews/rating.ts). */
interface StoredRating {
  count?: number | null;
  average?: number | null;
  s1?: number | null;
  s2?: number | null;
  s3?: number | null;
  s4?: number | null;
  s5?: number | null;
}

/** The rating a product document holds, or null while none of its reviews is published. */
export function ratingSummary(rating: StoredRating | null | undefined): RatingSummary | null {
  if (!rating?.count || rating.count <= 0) return null;
  return {
    average: Math.round((rating.average ?? 0) * 10) / 10,
    count: rating.count,
    stars: [rating.s1 ?? 0, rating.s2 ?? 0, rating.s3 ?? 0, rating.s4 ?? 0, rating.s5 ?? 0],
  };
}

/**
 * A product as pages and the API show it: plain, serialisable, with today's promo price and what
 * follows from it, derived here once so that no page or component works it out again.
 */
export interface ProductView {
  _id: string;
  brand: string;
  name: string;
  type: ProductType;
  price: number;
  /** The price while a promo is active, else null. */
  promoPrice: number | null;
  description: string;
  notes: string;
  stock: number;
  images: ProductImageView[];
  promo: { discount: number; startDate: string | null; endDate: string | null } | null;
  bundleId: string | null;
  /** Sold below its list price today. */
  onPromo: boolean;
  /** The whole-percent saving while on promo, else null. */
  discountPercent: number | null;
  /** Where the promo stands today, or null when the product has none. */
  promoState: PromoState | null;
  stockState: StockState;
  /** The sizes it is sold in, in the order the owner set; one for most products. */
  sizes: SizeView[];
  /** Its sizes cost different amounts: listings say "From" the product's (lowest) price. */
  pricesVary: boolean;
  /** Its published reviews' rating, or null while it has none. */
  rating: RatingSummary | null;
  /** What a perfume is, each null where the owner has not said. */
  concentration: Concentration | null;
  forWhom: ForWhom | null;
  family: ScentFamily | null;
  /** The page's own title and description for search engines, where the owner (or an import) set them. */
  seoTitle: string | null;
  seoDescription: string | null;
  scentNotes: ScentNotes | null;
  /** A drop's time on sale (ISO), or null: on sale as soon as it is listed. */
  onSaleAt: string | null;
  /** Shown to shoppers; false when the owner hid it (only the admin reads hidden products). */
  published: boolean;
}

interface ProductLike {
  _id: { toString(): string };
  brand: string;
  name: string;
  type: ProductType;
  price: number;
  description: string;
  notes?: string | null;
  stock: number;
  images?: { url: string; width?: number | null; height?: number | null; placeholder?: string | null }[] | null;
  promo?: { discount?: number | null; startDate?: Date | null; endDate?: Date | null } | null;
  bundleId?: string | null;
  sizes?: { _id: { toString(): string }; label?: string | null; volumeMl?: number | null; sku: string; price: number; stock: number }[] | null;
  rating?: StoredRating | null;
  concentration?: Concentration | null;
  forWhom?: ForWhom | null;
  family?: ScentFamily | null;
  scentNotes?: { top?: string[] | null; heart?: string[] | null; base?: string[] | null } | null;
  onSaleAt?: Date | null;
  sizeDrops?: { size: { toString(): string }; onSaleAt: Date }[] | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  published?: boolean | null;
}

function scentNotesOf(notes: ProductLike["scentNotes"]): ScentNotes | null {
  const layers = { top: notes?.top ?? [], heart: notes?.heart ?? [], base: notes?.base ?? [] };
  return layers.top.length + layers.heart.length + layers.base.length > 0 ? layers : null;
}

export function stockState(stock: number): StockState {
  return stock <= 0 ? "out" : stock <= LOW_STOCK ? "low" : "in";
}

/** Whether a listing says something else of a product after its stock moved: "In stock" hides the count above LOW_STOCK. */
export function stockLabelChanged(before: number, after: number): boolean {
  return before !== after && !(before > LOW_STOCK && after > LOW_STOCK);
}

/**
 * Whether a product's page may say something else of its stock once `change` units moved (taken:
 * positive, given back: negative), from each size's stock after the move: a page shows a size's
 * count only at LOW_STOCK or below ("Only N left", "Out of stock") and "In stock" above it. Which
 * size moved is not known, so any size the move could have brought into or out of that band counts.
 */
export function stockShownChanged(sizesAfter: readonly number[], change: number): boolean {
  return change !== 0 && sizesAfter.some((after) => after + Math.min(0, change) <= LOW_STOCK);
}

function promoState(promo: { endDate?: Date | null }, active: boolean, now: Date): PromoState {
  if (active) return "running";
  return promo.endDate && !withinShopDays(null, promo.endDate, now) ? "ended" : "scheduled";
}

function toImageView(image: { url: string; width?: number | null; height?: number | null; placeholder?: string | null }): ProductImageView {
  const view: ProductImageView = { url: image.url };
  if (image.width && image.height) Object.assign(view, { width: image.width, height: image.height });
  if (image.placeholder) view.placeholder = image.placeholder;
  return view;
}

export function toProductView(product: ProductLike, now: Date = new Date()): ProductView {
  const promo = product.promo && product.promo.discount ? product.promo : null;
  const active = isPromoActive(promo, now);
  const promoPrice = active ? toNaira(unitPriceKobo(product.price, promo, now)) : null;
  const onPromo = promoPrice !== null && promoPrice < product.price;
  return {
    _id: product._id.toString(),
    brand: product.brand,
    name: product.name,
    type: product.type,
    price: product.price,
    promoPrice,
    description: product.description,
    notes: product.notes ?? "",
    stock: product.stock,
    images: (product.images ?? []).map(toImageView),
    promo: promo
      ? {
          discount: promo.discount ?? 0,
          startDate: promo.startDate ? new Date(promo.startDate).toISOString() : null,
          endDate: promo.endDate ? new Date(promo.endDate).toISOString() : null,
        }
      : null,
    bundleId: product.bundleId ?? null,
    onSaleAt: product.onSaleAt ? new Date(product.onSaleAt).toISOString() : null,
    published: product.published !== false,
    onPromo,
    discountPercent: onPromo && promo ? Math.round(promo.discount ?? 0) : null,
    promoState: promo ? promoState(promo, active, now) : null,
    stockState: stockState(product.stock),
    rating: ratingSummary(product.rating),
    concentration: product.concentration ?? null,
    forWhom: product.forWhom ?? null,
    family: product.family ?? null,
    seoTitle: product.seoTitle || null,
    seoDescription: product.seoDescription || null,
    scentNotes: scentNotesOf(product.scentNotes),
    pricesVary: new Set((product.sizes ?? []).map((size) => size.price)).size > 1,
    // A record from before sizes (not yet given its size at start) shows as the one size it was.
    sizes: (product.sizes?.length ? product.sizes : [{ _id: "", sku: "", price: product.price, stock: product.stock }]).map((size) => ({
      _id: size._id.toString(),
      label: size.label ?? "",
      volumeMl: size.volumeMl ?? null,
      sku: size.sku,
      price: size.price,
      promoPrice: active ? toNaira(unitPriceKobo(size.price, promo, now)) : null,
      stock: size.stock,
      onSaleAt: sizeOnSaleAt(product.sizeDrops, size._id.toString()),
    })),
  };
}

function sizeOnSaleAt(drops: ProductLike["sizeDrops"], sizeId: string): string | null {
  const drop = drops?.find((candidate) => candidate.size.toString() === sizeId);
  return drop ? new Date(drop.onSaleAt).toISOString() : null;
}
