import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { recordActivity } from "@/lib/activity/record-activity";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { checkImages, deleteImages, storeImages, type StoredImage } from "@/lib/uploads/image-storage";
import { IMAGE_MESSAGES } from "@/lib/uploads/image-file";
import { Product, type ProductRecord } from "@/models/product";
import type { ProductForm } from "./product-admin-schema";
import { toProductView, type ProductView } from "./product-view";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";

export const PRODUCT_NOT_FOUND = "Product not found";

function fieldsOf(form: ProductForm) {
  return {
    brand: form.brand,
    name: form.name,
    type: form.type,
    price: form.price,
    description: form.description,
    notes: form.notes ?? "",
    stock: form.stock,
    promo: { discount: form.discount, startDate: form.promoStartDate ?? null, endDate: form.promoEndDate ?? null },
  };
}

const productNotFound = () => new DomainError("product-not-found", "not-found", PRODUCT_NOT_FOUND);

/** Stores the images only after the fields validate, and removes them again if the save fails. */
async function withStoredImages<T>(files: File[], save: (images: StoredImage[]) => Promise<T>): Promise<T> {
  const checked = await checkImages(files);
  const stored = await storeImages(checked);
  try {
    return await save(stored);
  } catch (error) {
    await deleteImages(stored);
    throw error;
  }
}

export async function createProduct(form: ProductForm): Promise<ProductView> {
  if (form.images.length === 0) throw invalidFields("image-required", { images: [IMAGE_MESSAGES.required] });
  const product = await withStoredImages(form.images, async (images) => {
    const created = new Product({ ...fieldsOf(form), images });
    await created.validate();
    return created.save();
  });
  const view = toProductView(product.toObject<ProductRecord>());
  await revalidateProducts(view._id);
  await recordActivity("product-created", `Product added: ${view.brand} ${view.name}`, view._id);
  return view;
}

/** Replaces the images only when new ones are sent; the old files are deleted after the save. */
export async function updateProduct(id: string, form: ProductForm): Promise<ProductView> {
  const existing = await Product.findById(id);
  if (!existing) throw productNotFound();
  const previousImages = existing.images.map((image) => ({ storageKey: image.storageKey }));
  const replaceImages = form.images.length > 0;
  const saved = await withStoredImages(form.images, async (images) => {
    existing.set(fieldsOf(form));
    if (replaceImages) existing.set("images", images);
    return existing.save();
  });
  if (replaceImages) await deleteImages(previousImages);
  const view = toProductView(saved.toObject<ProductRecord>());
  await revalidateProducts(id);
  await recordActivity("product-updated", `Product updated: ${view.brand} ${view.name}`, id);
  return view;
}

export async function deleteProduct(id: string): Promise<void> {
  const removed = await Product.findByIdAndDelete(id).lean<ProductRecord>();
  if (!removed) throw productNotFound();
  await deleteImages(removed.images ?? []);
  await revalidateProducts(id);
  await recordActivity("product-deleted", `Product deleted: ${removed.brand} ${removed.name}`, id);
}

/** The admin list: every product, newest first, read fresh (never from the storefront cache). */
export async function listProductsForAdmin(): Promise<ProductView[]> {
  await connectToDatabase();
  const records = await Product.find().sort({ createdAt: -1, _id: -1 }).lean<ProductRecord[]>();
  const now = new Date();
  return records.map((record) => toProductView(record, now));
}
