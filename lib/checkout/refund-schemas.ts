import { z } from "zod";
import { isNairaAmount } from "@/lib/money/naira";
import { isObjectId } from "@/lib/vocabulary/identifiers";

// Control characters never belong in a note or a reference the owner types.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const plainText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !CONTROL_CHARACTERS.test(text), `${label} must not contain control characters`);

/** A shop day as the date input sends it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST /api/orders/refunds/[id]: one refund of a paid order. `key` is made by the browser once per
 * press of Refund, so a double click or a retried request refunds once. Amounts are naira, exact to
 * the kobo. `restock` lists the units the owner sends back to stock, per order line (so per size).
 * A bank-transfer order's refund is the transfer the owner already made: its reference and date.
 */
export const refundRequestSchema = z.object({
  key: z.string({ error: "Reload the page and try again" }).regex(/^[A-Za-z0-9_-]{8,64}$/, "Reload the page and try again"),
  amount: z
    .number({ error: "Enter the amount to refund" })
    .positive("The amount must be more than ₦0")
    .max(1e12, "The amount is more than was paid")
    .refine(isNairaAmount, "The amount can have at most 2 decimal places"),
  reason: plainText(500, "Reason").default(""),
  restock: z
    .array(
      z.object({
        item: z.string().refine(isObjectId, "Unknown order line"),
        quantity: z.number({ error: "Units must be a whole number" }).int("Units must be a whole number").min(0, "Units must be a whole number").max(10_000, "More units than the line holds"),
      }),
    )
    .max(100, "Too many lines")
    .default([]),
  transfer: z
    .object({
      reference: plainText(100, "Transfer reference").pipe(z.string().min(1, "Enter the transfer's reference")),
      date: z.string({ error: "Enter the transfer's date" }).regex(DAY, "Enter the transfer's date").refine((day) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)), "Enter the transfer's date"),
    })
    .optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
