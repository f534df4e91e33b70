import { z } from "zod";
import { MAX_CART_LINES } from "@/lib/vocabulary/cart-limits";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";

/** Body of POST /api/cart/stock: the product ids in the shopper's cart. */
export const cartStockRequestSchema = z.object({
  ids: z
    .array(objectIdSchema("Each id must be a product id"), { message: "ids must be a list of product ids" })
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} products`),
});

export type CartStockRequest = z.infer<typeof cartStockRequestSchema>;

export interface CartStockResponse {
  /** Units in stock now, per product id; ids of products that no longer exist are absent. */
  stock: Record<string, number>;
  /** The unit price a shopper pays now in naira (promo included), per product id. */
  prices: Record<string, number>;
  /** The same for each size, per product id then size id. `stock` and `prices` are each product's first size's. */
  sizes: Record<string, Record<string, { stock: number; price: number }>>;
}
