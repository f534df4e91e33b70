import { z } from "zod";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";

/** Body of POST /api/back-in-stock: which sold-out size, and the address to tell. */
export const backInStockRequestSchema = z.object({
  productId: z.string({ error: "Product is required" }).pipe(objectIdSchema("Unknown product")),
  // None for a product sold in one size.
  sizeId: z.string({ error: "Unknown size" }).pipe(objectIdSchema("Unknown size")).optional(),
  email: z.email("Enter a valid e-mail address").trim().toLowerCase().max(254, "Enter a valid e-mail address"),
});

export type BackInStockAsk = z.infer<typeof backInStockRequestSchema>;
