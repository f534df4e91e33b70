import { z } from "zod";

export const MAX_CART_LINES = 100;

/** Body of POST /api/cart/stock: the product ids in the shopper's cart. */
export const cartStockRequestSchema = z.object({
  ids: z
    .array(z.string().regex(/^[a-f\d]{24}$/i, "Each id must be a product id"), { message: "ids must be a list of product ids" })
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} products`),
});

export type CartStockRequest = z.infer<typeof cartStockRequestSchema>;

export interface CartStockResponse {
  /** Units in stock now, per product id; ids of products that no longer exist are absent. */
  stock: Record<string, number>;
}
