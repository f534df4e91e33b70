import { toKobo, type Kobo } from "@/lib/money/naira";
import { TAX_RATE_PER_MILLE } from "@/lib/vocabulary/tax";
import type { CartTotals } from "./pricing";

/** A line the owner adds to a draft that is no product: gift wrap, engraving. */
export interface CustomLine {
  label: string;
  /** Naira, exact to the kobo. */
  price: number;
  quantity: number;
}

/** The owner's discount on a draft: naira off, or a percentage of the goods, always with a reason. */
export interface OwnerDiscount {
  kind: "amount" | "percent";
  value: number;
  reason: string;
}

export interface DraftTotals extends CartTotals {
  /** The custom lines' total, part of the subtotal (taxed like the goods). */
  customKobo: Kobo;
  /** The owner's discount, taken off like a promotion code's, never below nothing. */
  discountKobo: Kobo;
}

export const customLineKobo = (line: CustomLine): Kobo => toKobo(line.price) * line.quantity;

/**
 * A draft's totals: the products priced as checkout prices them (`goods`: promos, bundles,
 * delivery for the state or the owner's price), plus the custom lines, less the owner's discount.
 * Tax is the shop's 7.5% of the whole subtotal, custom lines included; the discount, like a
 * promotion code's, does not lower it. A percentage is of the goods after the bundle discount; an
 * amount never takes more than they cost.
 */
export function draftTotals(goods: CartTotals, customLines: readonly CustomLine[], discount: OwnerDiscount | null): DraftTotals {
  const customKobo = customLines.reduce((sum, line) => sum + customLineKobo(line), 0);
  const subtotalKobo = goods.subtotalKobo + customKobo;
  const discountable = subtotalKobo - goods.bundleDiscountKobo;
  const asked = !discount ? 0 : discount.kind === "percent" ? Math.round((discountable * discount.value) / 100) : toKobo(discount.value);
  const discountKobo = Math.min(asked, discountable);
  const taxKobo = Math.round((subtotalKobo * TAX_RATE_PER_MILLE) / 1000);
  return {
    subtotalKobo,
    bundleDiscountKobo: goods.bundleDiscountKobo,
    promoDiscountKobo: 0,
    customKobo,
    discountKobo,
    taxKobo,
    deliveryKobo: goods.deliveryKobo,
    totalKobo: subtotalKobo - goods.bundleDiscountKobo - discountKobo + taxKobo + goods.deliveryKobo,
  };
}
