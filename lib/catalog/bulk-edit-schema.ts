import { z } from "zod";
import { searchTermSchema } from "@/lib/search/search-term";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";
import { checkPriceMove, priceMoveFields } from "./bulk-price-schema";
import { PRODUCT_MESSAGES, productVisibilityField } from "./product-admin-schema";

/** Products chosen one by one at most: more are edited as the whole list a search finds. */
export const MAX_CHOSEN_PRODUCTS = 500;

export const BULK_CHANGES = ["price", "stock", "promo", "promo-clear", "publish", "hide"] as const;
export type BulkChange = (typeof BULK_CHANGES)[number];

export const BULK_EDIT_MESSAGES = {
  chosen: "Choose the products to edit, or the whole list",
  product: "Unknown product",
  tooMany: `At most ${MAX_CHOSEN_PRODUCTS} products one by one: choose the whole list instead`,
  change: "Choose what to change: prices, stock, a promotion, or whether shoppers see them",
  discount: "A promotion takes 1 to 100 percent off",
  noPrice: (sizes: string) => `The price of ${sizes} would fall to ₦0 or less`,
  gone: "This product is no longer in the shop",
} as const;

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const promoDate = z.preprocess(blankToUndefined, z.coerce.date({ error: PRODUCT_MESSAGES.date }).optional());

const change = z.discriminatedUnion(
  "change",
  [
    z.object({ change: z.literal("price"), ...priceMoveFields }).superRefine(checkPriceMove),
    z.object({ change: z.literal("stock"), stock: z.number({ error: PRODUCT_MESSAGES.stock }).int(PRODUCT_MESSAGES.stock).min(0, PRODUCT_MESSAGES.stock).max(1_000_000, "Stock is too large") }),
    z
      .object({ change: z.literal("promo"), discount: z.number({ error: BULK_EDIT_MESSAGES.discount }).min(1, BULK_EDIT_MESSAGES.discount).max(100, BULK_EDIT_MESSAGES.discount), startDate: promoDate, endDate: promoDate })
      .refine((promo) => !promo.startDate || !promo.endDate || promo.endDate > promo.startDate, { path: ["endDate"], message: PRODUCT_MESSAGES.dateOrder }),
    z.object({ change: z.literal("promo-clear") }),
    z.object({ change: z.literal("publish") }),
    z.object({ change: z.literal("hide") }),
  ],
  { error: BULK_EDIT_MESSAGES.change },
);

/**
 * One change made to many products: those chosen one by one (`ids`), or every product the admin
 * list finds for its search (`all`, with the list's `q`). Prices move as the bulk price move does;
 * stock sets every size of each product to one figure; a promotion is the product form's (percent
 * off, from and until), or cleared; publish or hide puts products in or out of every storefront read.
 */
export const bulkEditSchema = z
  .object({
    ids: z.array(objectIdSchema(BULK_EDIT_MESSAGES.product)).max(MAX_CHOSEN_PRODUCTS, BULK_EDIT_MESSAGES.tooMany).optional(),
    all: z.boolean().optional(),
    q: z.preprocess(blankToUndefined, searchTermSchema.optional()),
    // The list's published-or-hidden filter: the whole list is what the owner sees.
    shown: productVisibilityField,
    edit: change,
  })
  .refine((request) => (request.all === true) !== ((request.ids?.length ?? 0) > 0), { path: ["ids"], message: BULK_EDIT_MESSAGES.chosen });
export type BulkEdit = z.infer<typeof bulkEditSchema>;
export type BulkEditChange = BulkEdit["edit"];

/** A product the edit left as it was, and why, shown beside its row. */
export interface RefusedProduct {
  id: string;
  name: string;
  reason: string;
}

export interface BulkEditAnswer {
  edited: number;
  refused: RefusedProduct[];
  message: string;
}
