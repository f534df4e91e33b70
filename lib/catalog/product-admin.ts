import "server-only";
import { findPage } from "@/lib/db/find-page";
import { recordActivity } from "@/lib/activity/record-activity";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { checkImages, deleteImages, storeImages, type StoredImage } from "@/lib/uploads/image-storage";
import { IMAGE_MESSAGES } from "@/lib/uploads/image-file";
import { HIDDEN, Product, PUBLISHED, type ProductRecord } from "@/models/product";
import { ADMIN_PRODUCTS_PER_PAGE, type AdminProductQuery, type ProductForm, type ProductVisibility } from "./product-admin-schema";
import { productSearchFilter } from "./products";
import { toProductView, type ProductView } from "./product-view";
import { adminProductRow, type AdminProductRow } from "./admin-product-row";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { pageCount } from "@/lib/vocabulary/page-number";
import { editedSizes } from "./size-edits";
import { perfumeOf } from "./perfume-fields";
import { adminName, editMoves, recordStockMoves } from "./stock-history";
import { Error as MongooseError, Types, type HydratedDocument, type QueryFilter } from "mongoose";

export const PRODUCT_NOT_FOUND = "Product not found";

async function fieldsOf(form: ProductForm) {
  return {
    ...(await perfumeOf(form)),
    brand: form.brand,
    name: form.name,
    type: form.type,
    description: form.description,
    notes: form.notes ?? "",
    promo: { discount: form.discount, startDate: form.promoStartDate ?? null, endDate: form.promoEndDate ?? null },
    ...(form.published === undefined ? {} : { published: form.published }),
  };
}

const productNotFound = () => new DomainError("product-not-found", "not-found", PRODUCT_NOT_FOUND);

export const SIZE_REFUSALS = {
  skuInUse: "Another product uses this SKU",
  held: (label: string) => `${label || "This size"} is held by an unpaid order: remove it once the order is paid or expires`,
  several: (count: number) => `This product is sold in ${count} sizes: set the price and stock of each size`,
} as const;

type ProductDocument = HydratedDocument<ProductRecord>;

/** Puts the form's sizes (or, for a one-size product, its price and stock) on the product, refusing what the shop cannot keep. */
async function applySizes(product: ProductDocument, form: ProductForm): Promise<void> {
  const stored = product.sizes ?? [];
  if (!form.sizes) {
    if (stored.length > 1) throw invalidFields("sizes-required", { price: [SIZE_REFUSALS.several(stored.length)] });
    product.set({ price: form.price, stock: form.stock });
    return;
  }
  const { sizes, removed } = editedSizes(form.sizes, stored, () => new Types.ObjectId());
  const holds = (product.get("holds") ?? []) as { size?: Types.ObjectId | null }[];
  // Units orders hold off the product, by size (lib/checkout/stock-holds.ts).
  const heldOff = (product.get("held") ?? {}) as Record<string, { all?: number } | undefined>;
  // A hold from before sizes names none: it is the first size's.
  const held = removed.find((size) => (heldOff[size._id.toString()]?.all ?? 0) > 0 || holds.some((hold) => (hold.size ?? stored[0]?._id)?.equals(size._id)));
  if (held) throw invalidFields("size-held", { sizes: [SIZE_REFUSALS.held(held.label ?? "")] });
  const elsewhere = await Product.find({ _id: { $ne: product._id }, "sizes.sku": { $in: sizes.map((size) => size.sku) } }, { "sizes.sku": 1 }).lean<{ sizes?: { sku: string }[] }[]>();
  const taken = new Set(elsewhere.flatMap((other) => (other.sizes ?? []).map((size) => size.sku)));
  const clashes = Object.fromEntries(sizes.flatMap((size, index) => (taken.has(size.sku) ? [[`sizes.${index}.sku`, [SIZE_REFUSALS.skuInUse]]] : [])));
  if (Object.keys(clashes).length > 0) throw invalidFields("sku-in-use", clashes);
  product.set("sizes", sizes);
}

/** Who edits a product: an admin, named in the stock history. */
export interface Editor {
  id: string;
  email: string;
}

/**
 * Saves only if no order took or gave back stock since the product was read (the owner's stock
 * figures were worked out from that read), reading again and retrying when one did. The save also
 * writes the edit's lines of the stock history, so a stock figure never changes without its line.
 */
export async function saveEdited(id: string | null, editor: Editor, edit: (product: ProductDocument) => Promise<void>): Promise<ProductDocument> {
  const by = await adminName(editor);
  for (let attempt = 1; ; attempt++) {
    const product = id ? await Product.findById(id).select("+holds +held +stockMoves") : new Product();
    if (!product) throw productNotFound();
    const before = (product.sizes ?? []).map((size) => ({ _id: size._id, label: size.label, stock: size.stock }));
    const asRead = (product.sizes ?? []).flatMap((size, index) => [
      [`sizes.${index}._id`, size._id],
      [`sizes.${index}.stock`, size.stock],
    ]);
    await edit(product);
    if (!product.isNew) product.$where = Object.fromEntries(asRead);
    try {
      // Validating settles the sizes (a one-size product's price and stock move onto its size), so the moves are read from them.
      await product.validate();
      const moves = editMoves(before, product.sizes ?? [], by);
      if (moves.length > 0) product.set("stockMoves", [...(product.get("stockMoves") ?? []), ...moves]);
      const saved = await product.save();
      await recordStockMoves(saved._id);
      return saved;
    } catch (error) {
      // A changed array makes mongoose check the version too: either refusal means "read again".
      if ((error instanceof MongooseError.DocumentNotFoundError || error instanceof MongooseError.VersionError) && attempt < 5) continue;
      if (isDuplicateKeyError(error)) throw invalidFields("sku-in-use", { sizes: [SIZE_REFUSALS.skuInUse] });
      throw error;
    }
  }
}

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

export async function createProduct(form: ProductForm, editor: Editor): Promise<ProductView> {
  if (form.images.length === 0) throw invalidFields("image-required", { images: [IMAGE_MESSAGES.required] });
  const product = await withStoredImages(form.images, (images) =>
    saveEdited(null, editor, async (created) => {
      created.set({ ...(await fieldsOf(form)), images });
      await applySizes(created, form);
    }),
  );
  const view = toProductView(product.toObject<ProductRecord>());
  await revalidateProducts(view._id);
  await recordActivity("product-created", `Product added: ${view.brand} ${view.name}`, view._id);
  return view;
}

/** Replaces the images only when new ones are sent; the old files are deleted after the save. */
export async function updateProduct(id: string, form: ProductForm, editor: Editor): Promise<ProductView> {
  if (!(await Product.exists({ _id: id }))) throw productNotFound();
  const replaceImages = form.images.length > 0;
  let previousImages: { storageKey?: string | null }[] = [];
  const saved = await withStoredImages(form.images, (images) =>
    saveEdited(id, editor, async (existing) => {
      previousImages = existing.images.map((image) => ({ storageKey: image.storageKey }));
      existing.set(await fieldsOf(form));
      if (replaceImages) existing.set("images", images);
      await applySizes(existing, form);
    }),
  );
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

/** The admin list's products: those its search finds, of those shoppers see or those hidden when it says so. */
export function adminListFilter(q: string | undefined, shown: ProductVisibility | undefined): QueryFilter<ProductRecord> {
  const visibility = shown === "published" ? PUBLISHED : shown === "hidden" ? HIDDEN : {};
  return { ...(q ? productSearchFilter(q) : {}), ...visibility };
}

/** One page of the admin list, newest first, read fresh (never from the storefront cache). */
async function adminListPage(query: AdminProductQuery, fields?: readonly string[]): Promise<{ products: ProductView[]; total: number; pages: number }> {
  const { records, total } = await findPage<ProductRecord>(Product, {
    filter: adminListFilter(query.q, query.shown),
    sort: { createdAt: -1, _id: -1 },
    page: query.page,
    limit: ADMIN_PRODUCTS_PER_PAGE,
    fields,
  });
  const now = new Date();
  return { products: records.map((record) => toProductView(record, now)), total, pages: pageCount(total, ADMIN_PRODUCTS_PER_PAGE) };
}

export const listProductsForAdmin = (query: AdminProductQuery) => adminListPage(query);

/** What the list's rows are made of (lib/catalog/admin-product-row.ts): its read decodes no more of a product. */
const ROW_FIELDS = ["brand", "name", "type", "price", "description", "stock", "images.url", "promo", "published", "sizes"] as const;

/** The owner's product list: a page of its rows. */
export async function listProductRowsForAdmin(query: AdminProductQuery): Promise<{ products: AdminProductRow[]; total: number; pages: number }> {
  const { products, total, pages } = await adminListPage(query, ROW_FIELDS);
  return { products: products.map(adminProductRow), total, pages };
}

/** The whole product, as the edit form takes it when the owner opens it from the list. */
export async function productForEditing(id: string): Promise<ProductView> {
  const product = await Product.findById(id).lean<ProductRecord>();
  if (!product) throw productNotFound();
  return toProductView(product);
}
