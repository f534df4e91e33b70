import { z } from "zod";
import { isShopDay } from "@/lib/calendar/shop-calendar";
import { isNairaAmount } from "@/lib/money/naira";

// The promotion form as the admin screen sends it and POST/PUT /api/promotions take it. Messages
// are the spec's (admin §5, §8); the minimum subtotal and usage limit go beyond it.

export const PROMOTION_MESSAGES = {
  name: "Promotion name is required",
  code: "Promotion code is required",
  codeFormat: "A code uses letters, digits, - and _ only",
  discount: "Discount must be between 1 and 100",
  startDate: "Start date is required",
  endDate: "End date is required",
  dateOrder: "End date must be after start date",
  minSubtotal: "Minimum order must be a non-negative amount",
  usageLimit: "Usage limit must be a whole number of at least 1",
  duplicate: "A promotion with this code already exists",
  notFound: "This promotion no longer exists",
  added: "Promotion added successfully!",
  updated: "Promotion updated successfully!",
  removed: "Promotion removed successfully!",
  confirmRemove: "Are you sure you want to remove this promotion?",
} as const;

export const MAX_CODE_LENGTH = 32;

// Browsers send empty inputs as "" or null; those count as not given.
const blankToNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : value);

const day = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).refine(isShopDay, "Enter a valid date");

/** Codes are matched without regard to case or surrounding spaces: this is their one spelling. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export const promoCodeSchema = z
  .string({ error: PROMOTION_MESSAGES.code })
  .transform(normalizePromoCode)
  .pipe(
    z
      .string()
      .min(1, PROMOTION_MESSAGES.code)
      .max(MAX_CODE_LENGTH, `Use at most ${MAX_CODE_LENGTH} characters`)
      .regex(/^[A-Z0-9_-]*$/, PROMOTION_MESSAGES.codeFormat),
  );

export const promotionInputSchema = z
  .object({
    name: z.string({ error: PROMOTION_MESSAGES.name }).trim().min(1, PROMOTION_MESSAGES.name).max(120, "Use at most 120 characters"),
    code: promoCodeSchema,
    discount: z.preprocess(
      blankToNull,
      z.coerce
        .number({ error: PROMOTION_MESSAGES.discount })
        .gt(0, PROMOTION_MESSAGES.discount)
        .max(100, PROMOTION_MESSAGES.discount)
        .refine(isNairaAmount, "Discount can have at most 2 decimal places"),
    ),
    startDate: day(PROMOTION_MESSAGES.startDate),
    endDate: day(PROMOTION_MESSAGES.endDate),
    minSubtotal: z.preprocess(
      blankToNull,
      z.coerce
        .number({ error: PROMOTION_MESSAGES.minSubtotal })
        .min(0, PROMOTION_MESSAGES.minSubtotal)
        .max(100_000_000, "Minimum order is too large")
        .refine(isNairaAmount, "Minimum order can have at most 2 decimal places")
        .nullable(),
    ),
    usageLimit: z.preprocess(
      blankToNull,
      z.coerce.number({ error: PROMOTION_MESSAGES.usageLimit }).int(PROMOTION_MESSAGES.usageLimit).min(1, PROMOTION_MESSAGES.usageLimit).max(10_000_000, "Usage limit is too large").nullable(),
    ),
  })
  .refine((promotion) => promotion.startDate <= promotion.endDate, {
    path: ["endDate"],
    message: PROMOTION_MESSAGES.dateOrder,
    // Checked whenever both dates are valid, even while other fields still have problems.
    when: ({ value }) => {
      if (typeof value !== "object" || value === null) return false;
      const { startDate, endDate } = value as { startDate?: unknown; endDate?: unknown };
      return typeof startDate === "string" && typeof endDate === "string" && isShopDay(startDate.trim()) && isShopDay(endDate.trim());
    },
  });

export type PromotionInput = z.infer<typeof promotionInputSchema>;
export type PromotionFormInput = z.input<typeof promotionInputSchema>;

/** A promotion as the admin API answers it. */
export interface PromotionView extends PromotionInput {
  _id: string;
  usedCount: number;
}
