import { z } from "zod";

// The spec's card rules (storefront §5). The test-mode card sheet checks them as the shopper types
// and the test-charge endpoint checks them again; Paystack's pop-up applies its own in Paystack mode.

const CARD_PREFIX = /^(5[1-5]|4|506[01]|6500)/;

export function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return "Expiry date must be MM/YY";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "Invalid month";
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return "Card has expired";
  return null;
}

export const cardNumberSchema = z
  .string({ error: "Card number is required" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: "Card number is required", abort: true })
      .regex(/^\d{16}$/, { error: "Card number must be 16 digits", abort: true })
      .regex(CARD_PREFIX, "Only Mastercard, Visa, or Verve cards are accepted"),
  );

export const expirySchema = (now: () => Date = () => new Date()) =>
  z
    .string({ error: "Expiry date is required" })
    .trim()
    .min(1, { error: "Expiry date is required", abort: true })
    .superRefine((value, ctx) => {
      const problem = expiryProblem(value, now());
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const cvvSchema = z
  .string({ error: "CVV is required" })
  .trim()
  .min(1, { error: "CVV is required", abort: true })
  .regex(/^\d{3,4}$/, "CVV must be 3 or 4 digits");

export const cardDetailsSchema = z.object({
  cardNumber: cardNumberSchema,
  expiry: expirySchema(),
  cvv: cvvSchema,
});

export type CardDetails = z.input<typeof cardDetailsSchema>;

export const testChargeSchema = cardDetailsSchema.extend({
  reference: z.string({ error: "Reference is required" }).trim().min(1, "Reference is required").max(100),
});

/** The test sheet's stand-in for Paystack's Pay with Transfer: the shopper says the transfer is sent. */
export const testTransferSchema = z.object({
  reference: z.string({ error: "Reference is required" }).trim().min(1, "Reference is required").max(100),
  channel: z.literal("bank_transfer", { error: "Choose a channel the test sheet offers" }),
});

/** A test charge names a channel only when it is not a card. */
export function isTestTransfer(body: unknown): boolean {
  return typeof body === "object" && body !== null && "channel" in body;
}
