import { toNaira, type Kobo } from "@/lib/money/naira";
import type { ProductType } from "@/lib/vocabulary/products";
import { TAX_RATE_PER_MILLE } from "@/lib/vocabulary/tax";
import { promotionDiscountKobo } from "@/lib/promotions/evaluate";
import { isPromoActive, unitPriceKobo, type Promo } from "./promo";
import { deliveryKoboFor, type DeliveryOffer } from "./delivery";

/** Spec §9: a bundle takes 10% off its items' line total. */
export const BUNDLE_DISCOUNT_PERCENT = 10;

/** One size of a product as pricing needs it: its own price and stock. */
export interface PricingSize {
  _id: string;
  label: string;
  sku: string;
  price: number;
  stock: number;
}

/** A product as pricing needs it, read from the database (never from the browser). */
export interface PricingProduct {
  _id: string;
  brand: string;
  name: string;
  type: ProductType;
  promo?: Promo | null;
  /** Never empty: a product is sold in one size or more. */
  sizes: readonly PricingSize[];
  image: string;
  bundleId?: string | null;
}

/** What a line says about its product and size, the same in kobo and in naira. */
interface LineProduct {
  productId: string;
  sizeId: string;
  /** "50 ml"; empty for a product sold in one unnamed size. */
  sizeLabel: string;
  sku: string;
  brand: string;
  name: string;
  type: ProductType;
  image: string;
  quantity: number;
  stock: number;
}

export interface PricedLine extends LineProduct {
  listPriceKobo: Kobo;
  unitPriceKobo: Kobo;
  lineTotalKobo: Kobo;
  promoActive: boolean;
  bundleId: string | null;
}

export interface CartTotals {
  subtotalKobo: Kobo;
  bundleDiscountKobo: Kobo;
  promoDiscountKobo: Kobo;
  taxKobo: Kobo;
  deliveryKobo: Kobo;
  totalKobo: Kobo;
}

/** What checkout adds to the goods: the chosen delivery's cost and a promotion code's percentage. */
export interface CheckoutCharges {
  deliveryKobo: Kobo;
  /** Delivery is free once the goods, after discounts, reach this; null or absent: never. */
  freeDeliveryFromKobo?: Kobo | null;
  promoPercent: number;
  /** Pay on delivery's fee, charged with delivery even when delivery itself is free. */
  paymentFeeKobo?: Kobo;
}

export const NO_CHARGES: CheckoutCharges = { deliveryKobo: 0, promoPercent: 0 };

/** A bundle as pricing sees it: how many products it has, and which of them the shop still sells. */
export interface BundleMembers {
  size: number;
  members: readonly string[];
}

export interface PricedCart extends CartTotals {
  lines: PricedLine[];
}

/** A line of the cart: one size of one product. Without a size, the product's first (a cart from before sizes). */
export interface CartLineRequest {
  productId: string;
  sizeId?: string | null;
  quantity: number;
}

/** The same size asked for twice is one line with the quantities added. */
export function mergeCartLines(lines: readonly CartLineRequest[]): CartLineRequest[] {
  const merged = new Map<string, CartLineRequest>();
  for (const line of lines) {
    const key = `${line.productId}/${line.sizeId ?? ""}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    merged.set(key, line.sizeId ? { productId: line.productId, sizeId: line.sizeId, quantity } : { productId: line.productId, quantity });
  }
  return [...merged.values()];
}

/**
 * The size a line asks for: the one it names, or, for a line naming none (a cart from before
 * sizes), the product's only size. None when the named size is gone, or when a product sold in
 * several sizes is asked for without one: the checkout refuses that line (`linesWithoutSize`).
 */
export function sizeOfLine(product: PricingProduct, sizeId?: string | null): PricingSize | undefined {
  if (sizeId) return product.sizes.find((size) => size._id === sizeId);
  return product.sizes.length === 1 ? product.sizes[0] : undefined;
}

/** The positions of the lines that name no size of a product sold in several. */
export function linesWithoutSize(lines: readonly CartLineRequest[], products: ReadonlyMap<string, PricingProduct>): number[] {
  return lines.flatMap((line, index) => (!line.sizeId && (products.get(line.productId)?.sizes.length ?? 0) > 1 ? [index] : []));
}

export function priceLine(product: PricingProduct, size: PricingSize, quantity: number, now: Date): PricedLine {
  const unit = unitPriceKobo(size.price, product.promo, now);
  return {
    productId: product._id,
    sizeId: size._id,
    sizeLabel: size.label,
    sku: size.sku,
    brand: product.brand,
    name: product.name,
    type: product.type,
    image: product.image,
    quantity,
    stock: size.stock,
    listPriceKobo: Math.round(size.price * 100),
    unitPriceKobo: unit,
    lineTotalKobo: unit * quantity,
    promoActive: isPromoActive(product.promo, now),
    bundleId: product.bundleId ?? null,
  };
}

/**
 * Totals in integer kobo: subtotal - bundle discount - promotion discount + tax + delivery.
 * A bundle's discount applies only when every one of its products still exists and is in the
 * cart. The promotion takes its percentage of the subtotal, never more than the goods cost after
 * the bundle discount. Tax is computed here, from the subtotal alone (spec: 7.5% of the subtotal).
 * Delivery is free when the goods after both discounts reach the method's threshold.
 */
export function cartTotals(lines: readonly PricedLine[], bundles: ReadonlyMap<string, BundleMembers>, charges: CheckoutCharges = NO_CHARGES): CartTotals {
  const subtotalKobo = lines.reduce((sum, line) => sum + line.lineTotalKobo, 0);
  const inCart = new Set(lines.map((line) => line.productId));
  let bundleDiscountKobo = 0;
  for (const [bundleId, { size, members }] of bundles) {
    if (members.length === 0 || members.length !== size || !members.every((id) => inCart.has(id))) continue;
    const bundleLineTotal = lines.filter((line) => line.bundleId === bundleId).reduce((sum, line) => sum + line.lineTotalKobo, 0);
    bundleDiscountKobo += Math.round((bundleLineTotal * BUNDLE_DISCOUNT_PERCENT) / 100);
  }
  const promoDiscountKobo = Math.min(promotionDiscountKobo(subtotalKobo, charges.promoPercent), subtotalKobo - bundleDiscountKobo);
  const taxKobo = Math.round((subtotalKobo * TAX_RATE_PER_MILLE) / 1000);
  const deliveryKobo = deliveryKoboFor(charges.deliveryKobo, charges.freeDeliveryFromKobo, subtotalKobo - bundleDiscountKobo - promoDiscountKobo) + (charges.paymentFeeKobo ?? 0);
  return {
    subtotalKobo,
    bundleDiscountKobo,
    promoDiscountKobo,
    taxKobo,
    deliveryKobo,
    totalKobo: subtotalKobo - bundleDiscountKobo - promoDiscountKobo + taxKobo + deliveryKobo,
  };
}

export function priceCart(
  requested: readonly CartLineRequest[],
  products: ReadonlyMap<string, PricingProduct>,
  bundles: ReadonlyMap<string, BundleMembers>,
  now: Date,
  charges: CheckoutCharges = NO_CHARGES,
): PricedCart {
  const lines: PricedLine[] = [];
  for (const { productId, sizeId, quantity } of mergeCartLines(requested)) {
    const product = products.get(productId);
    const size = product && sizeOfLine(product, sizeId);
    if (product && size) lines.push(priceLine(product, size, quantity, now));
  }
  return { lines, ...cartTotals(lines, bundles, charges) };
}

/** What the browser is shown: naira amounts, computed by the server. */
export interface QuoteLine extends LineProduct {
  price: number;
  unitPrice: number;
  lineTotal: number;
  promoActive: boolean;
  /** Set when the shop cannot fill the quantity asked for. */
  stockWarning: string | null;
}

/** The promotion code the shopper typed: applied, or why not. */
export interface QuotePromo {
  code: string;
  applied: boolean;
  /** Why the code does not apply; null when it does. */
  message: string | null;
}

/** The chosen delivery as priced: `cost` is what the order pays (0 once over the free threshold). */
export interface QuoteDelivery extends Omit<DeliveryOffer, "cost"> {
  cost: number;
  /** The method's price before the free threshold. */
  listCost: number;
}

/** A cart's totals in naira, as answers carry them. */
export interface NairaTotals {
  subtotal: number;
  bundleDiscount: number;
  promoDiscount: number;
  tax: number;
  /** Delivery cost, from the chosen shipping method. */
  shipping: number;
  total: number;
}

export function totalsInNaira(cart: CartTotals): NairaTotals {
  return {
    subtotal: toNaira(cart.subtotalKobo),
    bundleDiscount: toNaira(cart.bundleDiscountKobo),
    promoDiscount: toNaira(cart.promoDiscountKobo),
    tax: toNaira(cart.taxKobo),
    shipping: toNaira(cart.deliveryKobo),
    total: toNaira(cart.totalKobo),
  };
}

export interface UnavailableLine {
  productId: string;
  sizeId: string | null;
}

export interface Quote extends NairaTotals {
  lines: QuoteLine[];
  /** Lines the shop no longer sells: the product is gone, or the size asked for is (null: the line named none). */
  unavailable: UnavailableLine[];
  shippingMethod: QuoteDelivery | null;
  promo: QuotePromo | null;
}

export function stockWarning(quantity: number, stock: number): string | null {
  if (stock <= 0) return "Out of stock";
  if (quantity > stock) return `Only ${stock} left in stock`;
  return null;
}

export function toQuote(
  cart: PricedCart,
  unavailable: UnavailableLine[] = [],
  checkout: { shippingMethod: QuoteDelivery | null; promo: QuotePromo | null } = { shippingMethod: null, promo: null },
): Quote {
  return {
    lines: cart.lines.map(({ productId, sizeId, sizeLabel, sku, brand, name, type, image, quantity, stock, ...line }) => ({
      productId,
      sizeId,
      sizeLabel,
      sku,
      brand,
      name,
      type,
      image,
      quantity,
      stock,
      price: toNaira(line.listPriceKobo),
      unitPrice: toNaira(line.unitPriceKobo),
      lineTotal: toNaira(line.lineTotalKobo),
      promoActive: line.promoActive,
      stockWarning: stockWarning(quantity, stock),
    })),
    unavailable,
    ...totalsInNaira(cart),
    shippingMethod: checkout.shippingMethod,
    promo: checkout.promo,
  };
}
