import { z } from "zod";
import { CART_LINES_MESSAGE, MAX_CART_LINES } from "@/lib/vocabulary/cart-limits";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";
import { isNigerianState } from "@/lib/vocabulary/nigerian-states";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/vocabulary/order-statuses";

// A cart line as the browser names it for pricing: a product id and a quantity, never a price;
// and the shopper's delivery and promotion choices, priced by the server from the store settings.

export const productIdSchema = z.string({ error: "Product is required" }).pipe(objectIdSchema("Unknown product"));

/** The size of the product a line is for; a line without one (a cart from before sizes) takes the product's only size, and is refused for a product sold in several. */
export const sizeIdSchema = z.string({ error: "Unknown size" }).pipe(objectIdSchema("Unknown size")).optional();

export const quantitySchema = z.coerce
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(100, "Quantity must be at most 100");

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: "Choose card, bank transfer or pay on delivery" });

export const CHOOSE_SHIPPING_METHOD = "Choose a shipping method";

/** `orderDetails.shippingMethodId` (required) and `orderDetails.promoCode`, for the quote and for placing the order. */
export const checkoutChoiceFields = {
  shippingMethodId: z.string({ error: CHOOSE_SHIPPING_METHOD }).trim().min(1, { error: CHOOSE_SHIPPING_METHOD, abort: true }).max(40, CHOOSE_SHIPPING_METHOD),
  // Any text is looked up; one that matches no promotion is reported as not valid, not refused.
  promoCode: z
    .string({ error: "Enter the promo code as text" })
    .trim()
    .max(64, "This promo code is not valid")
    .optional()
    .transform((code) => code || undefined),
};

/** The shopper's choices a checkout is priced by, in the checkout's own words: the wire's stop at the schemas. */
export interface CheckoutChoice {
  paymentMethod?: PaymentMethod;
  shippingMethodId: string;
  promoCode?: string;
  /** Where the order goes: delivery is priced for its zone. Absent: priced from each method's cheapest zone. */
  state?: string;
}

/** A state of Nigeria (or the FCT) when given; an empty one is none. */
export const optionalStateSchema = z
  .string({ error: "Choose a state of Nigeria or the FCT" })
  .trim()
  .optional()
  .transform((state) => state || undefined)
  .refine((state) => state === undefined || isNigerianState(state), "Choose a state of Nigeria or the FCT");

/** Where each of the checkout's fields sits in the spec's requests, for a refusal's field error. */
export const CHECKOUT_REQUEST_FIELDS = {
  shippingMethod: "orderDetails.shippingMethodId",
  paymentMethod: "method",
  bankAccount: "orderDetails.bankAccount",
  promoCode: "orderDetails.promoCode",
  state: "orderDetails.state",
  // A line's own fields ("lines.2.size"), by the request's names for the list and the size.
  lines: "items",
  size: "sizeId",
} as const;

/** Names the fields an order line may not carry, so a misspelt size is refused, not ignored. */
export const unknownLineField = { error: (issue: { code: string; keys?: string[] }) => (issue.code === "unrecognized_keys" ? `Unknown field in an order line: ${issue.keys?.join(", ")}` : undefined) };

/** The cart, delivery and code as the checkout page sends them, before the wire names go. */
export const quoteRequestFields = z.object({
  items: z.array(z.strictObject({ productId: productIdSchema, sizeId: sizeIdSchema, quantity: quantitySchema }, unknownLineField)).max(MAX_CART_LINES, CART_LINES_MESSAGE),
  method: paymentMethodSchema.optional(),
  orderDetails: z.object({ ...checkoutChoiceFields, state: optionalStateSchema }, { error: "Order details are required" }),
});

export function toQuoteRequest({ items, method, orderDetails }: z.infer<typeof quoteRequestFields>) {
  return {
    lines: items,
    choice: { paymentMethod: method, shippingMethodId: orderDetails.shippingMethodId, promoCode: orderDetails.promoCode, state: orderDetails.state } satisfies CheckoutChoice,
  };
}

/** POST /api/checkout/quote: the shopper's cart, delivery and code, to be priced from the database. */
export const quoteRequestSchema = quoteRequestFields.transform(toQuoteRequest);

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
