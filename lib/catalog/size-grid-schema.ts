import { z } from "zod";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";
import { priceField, skuField, stockNumber } from "./product-admin-schema";

export const MAX_GRID_ROWS = 500;

export const SIZE_GRID_MESSAGES = {
  rows: `Save 1 to ${MAX_GRID_ROWS} sizes at once`,
  size: "Unknown size: reload the page and try again",
  gone: "This size is no longer in the shop",
  skuInUse: "Another product uses this SKU",
  withProduct: "Not saved: another size of this product was refused, and a product's sizes are saved together",
} as const;

/**
 * The grid of sizes saved in one step: each changed size's price, stock and SKU. `stockWas` is the
 * stock the grid showed, so a save moves the stock by what the owner changed and units sold while
 * the grid was open are not put back.
 */
export const sizeGridSchema = z.object({
  rows: z
    .array(
      z.object({
        product: objectIdSchema(SIZE_GRID_MESSAGES.size),
        size: objectIdSchema(SIZE_GRID_MESSAGES.size),
        price: priceField,
        stock: stockNumber,
        stockWas: stockNumber,
        sku: skuField,
      }),
      { error: SIZE_GRID_MESSAGES.rows },
    )
    .min(1, SIZE_GRID_MESSAGES.rows)
    .max(MAX_GRID_ROWS, SIZE_GRID_MESSAGES.rows),
});
export type SizeGrid = z.infer<typeof sizeGridSchema>;
export type SizeGridRow = SizeGrid["rows"][number];

/** A size the save left as it was, and why, shown on its row. */
export interface RefusedSize {
  size: string;
  reason: string;
}

export interface SizeGridAnswer {
  saved: number;
  refused: RefusedSize[];
  message: string;
}
