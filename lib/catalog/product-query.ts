import { z } from "zod";
import { pageNumberSchema } from "@/lib/vocabulary/page-number";
import { searchTermSchema } from "@/lib/search/search-term";
import { PRODUCT_TYPES } from "@/lib/vocabulary/products";

export const PRODUCT_SORTS = ["priceLow", "priceHigh", "topRated"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PAGE_SIZE = 100;

/** Query of GET /api/products/all-products and of the shop page's URL. */
export const productQuerySchema = z.object({
  type: z.enum(PRODUCT_TYPES, { message: `Type must be one of ${PRODUCT_TYPES.join(", ")}` }).optional(),
  q: searchTermSchema.optional(),
  sort: z.enum(PRODUCT_SORTS, { message: "Sort must be priceLow, priceHigh or topRated" }).optional(),
  // Only products whose published reviews average at least this many stars (as shown, to one decimal).
  minRating: z.coerce
    .number({ message: "Minimum rating must be a whole number from 1 to 5" })
    .int("Minimum rating must be a whole number from 1 to 5")
    .min(1, "Minimum rating must be a whole number from 1 to 5")
    .max(5, "Minimum rating must be a whole number from 1 to 5")
    .optional(),
  page: pageNumberSchema,
  limit: z.coerce
    .number({ message: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(MAX_PAGE_SIZE),
});

export type ProductQuery = z.infer<typeof productQuerySchema>;
