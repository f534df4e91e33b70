import "server-only";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { Types } from "mongoose";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { Product } from "@/models/product";
import { expireDropPagesAt } from "./drop-pages";
import { SIZE_DROP_MESSAGES, type DropSettings, type SizeDrops } from "./drop-schedule";
import { PRODUCT_NOT_FOUND } from "./product-admin";

/** The owner's drop settings of a product, as the admin's drop form shows them; null: no such product. */
export async function dropSettingsOf(productId: string): Promise<DropSettings | null> {
  if (!isObjectId(productId)) return null;
  const product = await Product.findById(productId, { onSaleAt: 1, perCustomerLimit: 1 }).lean();
  return product ? { onSaleAt: product.onSaleAt ?? null, perCustomerLimit: product.perCustomerLimit ?? null } : null;
}

/**
 * Sets when the product goes on sale and its limit per customer. Its page and the listings are
 * expired at once (they then carry the time) and again when it comes (they then sell it). The
 * schedule is written first: a crash after it leaves at most one render more, never a stale page.
 */
export async function saveDropSettings(productId: string, settings: DropSettings): Promise<DropSettings> {
  await expireDropPagesAt(productId, [settings.onSaleAt]);
  const saved = await Product.findByIdAndUpdate(productId, { $set: { onSaleAt: settings.onSaleAt, perCustomerLimit: settings.perCustomerLimit } }, { projection: { onSaleAt: 1, perCustomerLimit: 1 }, returnDocument: "after" }).lean();
  if (!saved) throw new DomainError("product-not-found", "not-found", PRODUCT_NOT_FOUND);
  await revalidateProducts(productId);
  return { onSaleAt: saved.onSaleAt ?? null, perCustomerLimit: saved.perCustomerLimit ?? null };
}

/** A size as the sizes' drop form shows it: its name and its own time on sale, if any. */
export interface SizeDropOf {
  sizeId: string;
  label: string;
  onSaleAt: Date | null;
}

/** Each of the product's sizes with its own drop time; null: no such product. */
export async function sizeDropsOf(productId: string): Promise<SizeDropOf[] | null> {
  if (!isObjectId(productId)) return null;
  const product = await Product.findById(productId, { sizes: 1, sizeDrops: 1 }).lean();
  if (!product) return null;
  const times = new Map((product.sizeDrops ?? []).map((drop) => [drop.size.toString(), drop.onSaleAt]));
  return (product.sizes ?? []).map((size, index) => ({ sizeId: size._id.toString(), label: size.label || `Size ${index + 1}`, onSaleAt: times.get(size._id.toString()) ?? null }));
}

/**
 * Sets when each size sent goes on sale (none: it sells with the product), in one write that holds
 * only while every size sent is still the product's. Its page and the listings are expired at once
 * and again at each size's time.
 */
export async function saveSizeDrops(productId: string, { sizes }: SizeDrops): Promise<SizeDropOf[]> {
  const timed = sizes.filter((size) => size.onSaleAt !== null).map((size) => ({ size: new Types.ObjectId(size.sizeId), onSaleAt: size.onSaleAt as Date }));
  const ids = sizes.map((size) => new Types.ObjectId(size.sizeId));
  await expireDropPagesAt(productId, timed.map((size) => size.onSaleAt));
  const saved = await Product.findOneAndUpdate({ _id: productId, ...(ids.length > 0 ? { "sizes._id": { $all: ids } } : {}) }, { $set: { sizeDrops: timed } }, { projection: { _id: 1 } }).lean();
  if (!saved) {
    const product = await Product.findById(productId, { sizes: 1 }).lean();
    if (!product) throw new DomainError("product-not-found", "not-found", PRODUCT_NOT_FOUND);
    const sold = new Set((product.sizes ?? []).map((size) => size._id.toString()));
    throw invalidFields("size-not-sold", Object.fromEntries(sizes.flatMap((size, index) => (sold.has(size.sizeId) ? [] : [[`sizes.${index}.sizeId`, [SIZE_DROP_MESSAGES.size]]]))));
  }
  await revalidateProducts(productId);
  return (await sizeDropsOf(productId)) ?? [];
}
