import { z } from "zod";
import { isNairaAmount } from "@/lib/money/naira";
import { PRICE_MOVES, type PriceMove } from "@/lib/pricing/price-move";
import { searchTermSchema } from "@/lib/search/search-term";
import { productVisibilityField } from "./product-admin-schema";

export const BULK_PRICE_MESSAGES = {
  kind: "Choose how to move the prices: by a percentage, by an amount, or to one price",
  value: "Enter a number",
  percent: "A percentage from -90 to 500, not 0",
  amount: "An amount of naira with at most 2 decimals, not 0",
  set: "A price above ₦0 with at most 2 decimals",
  refused: (name: string, price: string) => `${name}: the price ${price} would fall to ₦0 or less`,
} as const;

/** A move's value as its kind allows (a percentage within bounds, naira to the kobo, never no move), else the value's error. */
export function checkPriceMove(move: PriceMove, context: z.RefinementCtx) {
  const fine =
    move.kind === "percent" ? move.value >= -90 && move.value <= 500 && move.value !== 0 : move.kind === "amount" ? move.value !== 0 && isNairaAmount(move.value) : move.value > 0 && isNairaAmount(move.value);
  if (!fine) context.addIssue({ code: "custom", path: ["value"], message: BULK_PRICE_MESSAGES[move.kind] });
}

export const priceMoveFields = {
  kind: z.enum(PRICE_MOVES, { error: BULK_PRICE_MESSAGES.kind }),
  value: z.number({ error: BULK_PRICE_MESSAGES.value }).finite(BULK_PRICE_MESSAGES.value).max(100_000_000, BULK_PRICE_MESSAGES.value),
};

/**
 * Moving the prices of every product the admin list shows for a search and its published-or-hidden
 * filter (all products without them): each size's price by a percentage, by an amount, or to one price.
 */
export const bulkPriceSchema = z
  .object({
    q: z.preprocess((value) => (value === "" || value === null ? undefined : value), searchTermSchema.optional()),
    shown: productVisibilityField,
    ...priceMoveFields,
  })
  .superRefine(checkPriceMove);
export type BulkPriceMove = z.infer<typeof bulkPriceSchema>;
