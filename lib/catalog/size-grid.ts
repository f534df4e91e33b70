import "server-only";
import { Error as MongooseError } from "mongoose";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { Product } from "@/models/product";
import { saveEdited, type Editor } from "./product-admin";
import { SIZE_GRID_MESSAGES, type RefusedSize, type SizeGrid, type SizeGridAnswer, type SizeGridRow } from "./size-grid-schema";

/**
 * Saving the grid of sizes: each product's changed sizes in one save (saveEdited: conditional on
 * the stock as read, stock moves in the history with it), so a product's sizes change together or
 * not at all; a product that cannot take its rows leaves them as they were, each row answered with
 * why, and the other products are saved.
 */

const refused = (reason: string) => new DomainError("size-grid-refused", "invalid", reason);

async function skusElsewhere(productId: string, rows: readonly SizeGridRow[]): Promise<Set<string>> {
  const others = await Product.find({ _id: { $ne: productId }, "sizes.sku": { $in: rows.map((row) => row.sku) } }, { "sizes.sku": 1 }).lean<{ sizes?: { sku: string }[] }[]>();
  return new Set(others.flatMap((other) => (other.sizes ?? []).map((size) => size.sku)));
}

export async function saveSizeGrid(grid: SizeGrid, editor: Editor): Promise<SizeGridAnswer> {
  const byProduct = new Map<string, SizeGridRow[]>();
  for (const row of grid.rows) byProduct.set(row.product, [...(byProduct.get(row.product) ?? []), row]);
  const refusals: RefusedSize[] = [];
  const saved: string[] = [];
  for (const [productId, rows] of byProduct) {
    try {
      const taken = await skusElsewhere(productId, rows);
      const clash = rows.filter((row) => taken.has(row.sku));
      if (clash.length > 0) {
        refusals.push(...rows.map((row) => ({ size: row.size, reason: clash.includes(row) ? SIZE_GRID_MESSAGES.skuInUse : SIZE_GRID_MESSAGES.withProduct })));
        continue;
      }
      await saveEdited(productId, editor, async (product) => {
        for (const row of rows) {
          const size = product.sizes?.find((candidate) => candidate._id.equals(row.size));
          if (!size) throw refused(SIZE_GRID_MESSAGES.gone);
          size.price = row.price;
          size.stock = Math.max(0, size.stock + row.stock - row.stockWas);
          size.sku = row.sku;
        }
      });
      saved.push(productId);
    } catch (error) {
      if (!(error instanceof DomainError || error instanceof MongooseError.ValidationError)) throw error;
      const reason = error instanceof DomainError && error.code === "product-not-found" ? SIZE_GRID_MESSAGES.gone : error.message;
      refusals.push(...rows.map((row) => ({ size: row.size, reason })));
    }
  }
  await revalidateProducts(...saved);
  const count = grid.rows.length - refusals.length;
  return { saved: count, refused: refusals, message: `Saved ${count} ${count === 1 ? "size" : "sizes"}${refusals.length > 0 ? `; ${refusals.length} left as they were` : ""}` };
}
