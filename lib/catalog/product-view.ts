import { isPromoActive, unitPriceKobo } from "@/lib/cart-pricing/promo";
import { toNaira } from "@/lib/money/naira";
import type { ProductType } from "@/lib/vocabulary/products";

/** A product as pages and the API show it: plain, serialisable, with today's promo price. */
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
  images: { url: string }[];
  promo: { discount: number; startDate: string | null; endDate: string | null } | null;
  bundleId: string | null;
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
  images?: { url: string }[] | null;
  promo?: { discount?: number | null; startDate?: Date | null; endDate?: Date | null } | null;
  bundleId?: string | null;
}

export function toProductView(product: ProductLike, now: Date = new Date()): ProductView {
  const promo = product.promo && product.promo.discount ? product.promo : null;
  return {
    _id: product._id.toString(),
    brand: product.brand,
    name: product.name,
    type: product.type,
    price: product.price,
    promoPrice: isPromoActive(promo, now) ? toNaira(unitPriceKobo(product.price, promo, now)) : null,
    description: product.description,
    notes: product.notes ?? "",
    stock: product.stock,
    images: (product.images ?? []).map((image) => ({ url: image.url })),
    promo: promo
      ? {
          discount: promo.discount ?? 0,
          startDate: promo.startDate ? new Date(promo.startDate).toISOString() : null,
          endDate: promo.endDate ? new Date(promo.endDate).toISOString() : null,
        }
      : null,
    bundleId: product.bundleId ?? null,
  };
}
