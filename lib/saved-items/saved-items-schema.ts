import { z } from "zod";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";

/** Most items one account keeps saved; a guest's list in the browser is cut to the same. */
export const MAX_SAVED_ITEMS = 100;

export const savedItemSchema = z.object({
  productId: z.string({ error: "Product is required" }).pipe(objectIdSchema("Unknown product")),
  sizeId: z.string({ error: "Unknown size" }).pipe(objectIdSchema("Unknown size")).optional(),
});

/** A guest's list as the browser sends it: with the credentials at sign-in, or to POST /api/account/saved. */
export const guestSavedListSchema = z.array(savedItemSchema, { error: "items must be a list" }).max(MAX_SAVED_ITEMS, `At most ${MAX_SAVED_ITEMS} items`);

/** Body of POST /api/account/saved: the items to join to the account (a guest's list, or one heart). */
export const savedItemsMergeSchema = z.object({ items: guestSavedListSchema });

export type SavedItemInput = z.infer<typeof savedItemSchema>;

/** One saved item as the account page lists it, at today's price and stock. */
export interface SavedItemView {
  productId: string;
  sizeId: string;
  sizeLabel: string;
  brand: string;
  name: string;
  type: string;
  image: string;
  price: number;
  stock: number;
}
