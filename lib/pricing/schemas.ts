import { z } from "zod";
import { CART_LINES_MESSAGE, MAX_CART_LINES } from "@/lib/vocabulary/cart-limits";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";

// A cart line as the browser names it for pricing: a product id and a quantity, never a price.

export const productIdSchema = z.string({ error: "Product is required" }).pipe(objectIdSchema("Unknown product"));

export const quantitySchema = z.coerce
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(100, "Quantity must be at most 100");

/** POST /api/checkout/quote: the shopper's cart, to be priced from the database. */
export const quoteRequestSchema = z.object({
  items: z.array(z.object({ productId: productIdSchema, quantity: quantitySchema })).max(MAX_CART_LINES, CART_LINES_MESSAGE),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
