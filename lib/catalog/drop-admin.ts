import "server-only";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { Product } from "@/models/product";
import type { DropSettings } from "./drop-schedule";
import { PRODUCT_NOT_FOUND } from "./product-admin";

/** The owner's drop settings of a product, as the admin's drop form shows them; null: no such product. */
export async function dropSettingsOf(productId: string): Promise<DropSettings | null> {
  if (!isObjectId(productId)) return null;
  const product = await Product.findById(productId, { onSaleAt: 1, perCustomerLimit: 1 }).lean();
  return product ? { onSaleAt: product.onSaleAt ?? null, perCustomerLimit: product.perCustomerLimit ?? null } : null;
}

/**
 * Sets when the product goes on sale and its limit per customer. Its page and the listings are
 * expired at once: the page then carries the time, and opens by itself when it comes.
 */
export async function saveDropSettings(productId: string, settings: DropSettings): Promise<DropSettings> {
  const saved = await Product.findByIdAndUpdate(productId, { $set: { onSaleAt: settings.onSaleAt, perCustomerLimit: settings.perCustomerLimit } }, { projection: { onSaleAt: 1, perCustomerLimit: 1 }, returnDocument: "after" }).lean();
  if (!saved) throw new DomainError("product-not-found", "not-found", PRODUCT_NOT_FOUND);
  await revalidateProducts(productId);
  return { onSaleAt: saved.onSaleAt ?? null, perCustomerLimit: saved.perCustomerLimit ?? null };
}
