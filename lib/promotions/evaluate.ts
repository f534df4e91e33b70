import { shopDay, withinShopDays } from "@/lib/calendar/shop-calendar";
import { formatNaira, toKobo, type Kobo } from "@/lib/money/naira";

/** What deciding whether a code applies needs to know about a promotion. */
export interface PromotionTerms {
  code: string;
  discount: number;
  startDate: string;
  endDate: string;
  minSubtotal?: number | null;
  usageLimit?: number | null;
  usedCount: number;
}

export type PromotionRefusal = "unknown" | "not-started" | "ended" | "below-minimum" | "used-up";

/**
 * Why a code does not apply to an order with this subtotal now, or null when it does. Dates are
 * whole shop days (Africa/Lagos); the minimum is compared with the subtotal before any discount.
 */
export function promotionRefusal(promotion: PromotionTerms | null, subtotalKobo: Kobo, now: Date): PromotionRefusal | null {
  if (!promotion) return "unknown";
  if (shopDay(now) < promotion.startDate) return "not-started";
  if (!withinShopDays(promotion.startDate, promotion.endDate, now)) return "ended";
  if (promotion.usageLimit != null && promotion.usedCount >= promotion.usageLimit) return "used-up";
  if (promotion.minSubtotal != null && subtotalKobo < toKobo(promotion.minSubtotal)) return "below-minimum";
  return null;
}

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

export function promotionRefusalMessage(refusal: PromotionRefusal, promotion: PromotionTerms | null): string {
  switch (refusal) {
    case "unknown":
      return "This promo code is not valid";
    case "not-started":
      return promotion ? `This promo code starts on ${dayLabel(promotion.startDate)}` : "This promo code has not started yet";
    case "ended":
      return "This promo code has expired";
    case "used-up":
      return "This promo code has been fully used";
    case "below-minimum":
      return promotion?.minSubtotal != null ? `This promo code needs a subtotal of at least ${formatNaira(promotion.minSubtotal)}` : "Your order is below this code's minimum";
  }
}

/** The code's percentage of the subtotal, in kobo, rounded to the kobo. */
export function promotionDiscountKobo(subtotalKobo: Kobo, discountPercent: number): Kobo {
  return Math.round((subtotalKobo * discountPercent) / 100);
}

export type PromotionState = "scheduled" | "active" | "ended" | "used-up";

/** How the admin list labels a promotion today. */
export function promotionState(promotion: PromotionTerms, now: Date): PromotionState {
  const refusal = promotionRefusal(promotion, Number.MAX_SAFE_INTEGER, now);
  if (refusal === "not-started") return "scheduled";
  if (refusal === "ended") return "ended";
  if (refusal === "used-up") return "used-up";
  return "active";
}
