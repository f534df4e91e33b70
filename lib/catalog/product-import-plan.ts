import "server-only";
import { createHash } from "node:crypto";
import { Types } from "mongoose";
import { detectImageKind, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@/lib/uploads/image-file";
import { isImageInUse } from "@/lib/uploads/image-references";
import type { StoredImage } from "@/lib/uploads/image-storage";
import { generatedSku } from "@/lib/vocabulary/product-sizes";
import { NOTE_LAYERS, noteKey, type NoteLayer } from "@/lib/vocabulary/perfume";
import type { ProductType } from "@/lib/vocabulary/products";
import { ImportPhoto } from "@/models/import-photo";
import { Product } from "@/models/product";
import type { CatalogueFile, PhotoZip } from "./catalogue-file";
import type { CatalogueProduct, CatalogueSize } from "./catalogue-product";
import type { ImportAction } from "./product-import-view";
import { checkImportedProduct, IMPORT_MESSAGES, volumeFromLabel, type ImportedProduct, type ProductRows, type RowError } from "./product-import-check";

/**
 * What importing one product of the file would do, worked out against the shop as it is: which
 * product it is (by a size's SKU, else by handle), what it would become, and what that changes.
 * The dry run shows it; the confirm works it out again for each product just before writing it.
 */

export const MATCH_MESSAGES = {
  twoProducts: "This file's sizes are SKUs of two different products in the shop",
  skuElsewhere: "Another product in the shop uses this SKU",
  tooManySizes: "With the sizes the shop already has, this product would have more than 10",
  photoMissing: (name: string) => `Photo "${name}" is not in the zip of photos, nor one of this product's photos`,
} as const;

/** A photo of the product to be: one the shop stores already, or one to bring in from the zip. */
export type PlannedPhoto = { stored: StoredImage } | { zip: string; row: number };

export interface ProductPlan {
  row: number;
  handle: string;
  title: string;
  action: ImportAction;
  /** What an update changes, in the file's words ("Variant Price of 50 ml"). */
  changes: string[];
  errors: RowError[];
  imported: ImportedProduct;
  existing: CatalogueProduct | null;
  /** Null: the file names no photos, and the product keeps its own. */
  photos: PlannedPhoto[] | null;
}

export interface PlanContext {
  file: CatalogueFile;
  zip: PhotoZip | null;
  /** Every SKU the file has given so far, with its row: a SKU on two rows is refused. */
  skus: Map<string, number>;
}

const PRODUCT_FIELDS = "handle brand name type description notes concentration forWhom family scentNotes tags seoTitle seoDescription published sizes images";

/**
 * The shop's products a batch of the file's products may be: those with one of their SKUs or
 * handles, read in one query (a query per product made a 10,000-row file wait on 20,000 reads).
 */
export async function candidatesFor(groups: readonly ProductRows[]): Promise<CatalogueProduct[]> {
  const rows = groups.flatMap((group) => group.rows);
  const skus = [...new Set(rows.map((row) => row.cells.sku.toUpperCase()).filter(Boolean))];
  const handles = [...new Set(rows.map((row) => row.cells.handle).filter(Boolean))];
  if (skus.length === 0 && handles.length === 0) return [];
  return Product.find({ $or: [{ "sizes.sku": { $in: skus } }, { handle: { $in: handles } }] }, PRODUCT_FIELDS).lean<CatalogueProduct[]>();
}

function findExisting(imported: ImportedProduct, candidates: readonly CatalogueProduct[], refuse: (error: RowError) => void, columnOf: CatalogueFile["columnOf"]): CatalogueProduct | null {
  const skus = new Set(imported.sizes.flatMap((size) => (size.sku ? [size.sku] : [])));
  const bySku = candidates.filter((product) => product.sizes?.some((size) => skus.has(size.sku)));
  const byHandle = imported.handle ? candidates.find((product) => product.handle === imported.handle) : undefined;
  if (bySku.length > 1) refuse({ row: imported.row, column: columnOf("sku"), message: MATCH_MESSAGES.twoProducts });
  const found = bySku[0] ?? byHandle;
  if (found && byHandle && !found._id.equals(byHandle._id)) {
    const size = imported.sizes.find((candidate) => candidate.sku && found.sizes?.some((stored) => stored.sku === candidate.sku));
    refuse({ row: size?.row ?? imported.row, column: columnOf("sku"), message: MATCH_MESSAGES.skuElsewhere });
  }
  return found ?? null;
}

/** Whether an Image Src names this stored photo: its URL, or for a photo stored here, any address ending in its path (our export names it under the shop's address). */
function namesPhoto(src: string, url: string): boolean {
  if (src === url) return true;
  if (!url.startsWith("/")) return false;
  try {
    return new URL(src).pathname === url;
  } catch {
    return false;
  }
}
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The zip's photo as the shop stores it already, if an earlier import brought it in and a product still shows it. */
export async function knownPhoto(bytes: Uint8Array): Promise<StoredImage | null> {
  const known = await ImportPhoto.findById(sha256(bytes)).lean();
  if (!known || !(await isImageInUse(known.storageKey))) return null;
  return { url: known.url, storageKey: known.storageKey, ...(known.width ? { width: known.width } : {}), ...(known.height ? { height: known.height } : {}), ...(known.placeholder ? { placeholder: known.placeholder } : {}) };
}

export async function rememberPhoto(bytes: Uint8Array, image: StoredImage): Promise<void> {
  await ImportPhoto.updateOne({ _id: sha256(bytes) }, { $set: image }, { upsert: true });
}

/** Each Image Src as a photo the product keeps, one the zip brings, or a refusal on its row. */
async function planPhotos(product: ImportedProduct, existing: CatalogueProduct | null, zip: PhotoZip | null, refuse: (error: RowError) => void, column: string): Promise<PlannedPhoto[] | null> {
  if (product.images.length === 0) return null;
  const photos: PlannedPhoto[] = [];
  for (const { row, src } of product.images) {
    const kept = existing?.images?.find((image) => namesPhoto(src, image.url));
    if (kept) {
      photos.push({ stored: kept });
      continue;
    }
    const entry = zip?.entry(src);
    if (!zip || !entry) {
      refuse({ row, column, message: MATCH_MESSAGES.photoMissing(src) });
      continue;
    }
    if (entry.size > MAX_IMAGE_BYTES) {
      refuse({ row, column, message: IMAGE_MESSAGES.size });
      continue;
    }
    const bytes = zip.read(src);
    if (!bytes || !detectImageKind(bytes)) {
      refuse({ row, column, message: IMAGE_MESSAGES.type });
      continue;
    }
    const known = await knownPhoto(bytes);
    photos.push(known ? { stored: known } : { zip: src, row });
  }
  return photos;
}

/**
 * The product's fields as the file leaves them: a column the file does not have keeps the shop's
 * value, and so does an empty Published cell (a new product is published).
 */
export function importedFields(imported: ImportedProduct, existing: CatalogueProduct | null, present: CatalogueFile["present"]) {
  const kept = <F extends "concentration" | "forWhom" | "family">(field: F) => (present.has(field) ? imported[field] : ((existing?.[field] ?? undefined) as ImportedProduct[F]));
  return {
    brand: imported.brand,
    name: imported.name,
    type: imported.type as ProductType,
    description: imported.description,
    notes: present.has("notes") ? imported.notes : (existing?.notes ?? ""),
    tags: present.has("tags") ? imported.tags : (existing?.tags ?? []),
    seoTitle: present.has("seoTitle") ? imported.seoTitle : (existing?.seoTitle ?? ""),
    seoDescription: present.has("seoDescription") ? imported.seoDescription : (existing?.seoDescription ?? ""),
    published: imported.published ?? (existing?.published !== false),
    concentration: kept("concentration"),
    forWhom: kept("forWhom"),
    family: kept("family"),
  };
}

/** The perfume's notes as the file leaves them, or null where the file has no notes columns (the product keeps its own). */
export function importedNotes(imported: ImportedProduct, present: CatalogueFile["present"]): Record<NoteLayer, string[]> | null {
  if (!NOTE_LAYERS.some((layer) => present.has(`${layer}Notes`))) return null;
  return { top: [...imported.scentNotes.top], heart: [...imported.scentNotes.heart], base: [...imported.scentNotes.base] };
}

const notesKey = (notes: { top?: readonly string[] | null; heart?: readonly string[] | null; base?: readonly string[] | null } | null | undefined) =>
  NOTE_LAYERS.map((layer) => (notes?.[layer] ?? []).map(noteKey).join(",")).join("|");

/**
 * The sizes after the import: each of the file's sizes is the stored size with its SKU (else its
 * name), keeping its id and holds, or a new size; sizes the file does not name stay as they are.
 */
export function importedSizes(imported: ImportedProduct, stored: readonly CatalogueSize[], present: CatalogueFile["present"]): (Omit<CatalogueSize, "_id"> & { _id?: Types.ObjectId })[] {
  const used = new Set<string>();
  const sizes = imported.sizes.map((size) => {
    const match = stored.find((candidate) => !used.has(candidate._id.toString()) && (size.sku ? candidate.sku === size.sku : (candidate.label ?? "").toLowerCase() === size.label.toLowerCase()));
    if (match) used.add(match._id.toString());
    const volumeMl = present.has("volumeMl") ? size.volumeMl : (match ? (match.volumeMl ?? null) : volumeFromLabel(size.label));
    return { ...(match ? { _id: match._id } : {}), label: size.label, volumeMl, price: size.price, stock: size.stock, sku: size.sku ?? match?.sku ?? "" };
  });
  return [...sizes, ...stored.filter((size) => !used.has(size._id.toString()))];
}

function changesOf(existing: CatalogueProduct, plan: Pick<ProductPlan, "imported" | "photos">, present: CatalogueFile["present"], columnOf: CatalogueFile["columnOf"]): string[] {
  const fields = importedFields(plan.imported, existing, present);
  const changes: string[] = [];
  if (fields.name !== existing.name) changes.push(columnOf("title"));
  if (fields.brand !== existing.brand) changes.push(columnOf("vendor"));
  if (fields.type !== existing.type) changes.push(columnOf("type"));
  if (fields.description !== existing.description) changes.push(columnOf("body"));
  if (fields.notes !== (existing.notes ?? "")) changes.push(columnOf("notes"));
  if (fields.tags.join(",") !== (existing.tags ?? []).join(",")) changes.push(columnOf("tags"));
  for (const field of ["seoTitle", "seoDescription"] as const) if (fields[field] !== (existing[field] ?? "")) changes.push(columnOf(field));
  if (fields.published !== (existing.published !== false)) changes.push(columnOf("published"));
  for (const field of ["concentration", "forWhom", "family"] as const) if ((fields[field] ?? null) !== (existing[field] ?? null)) changes.push(columnOf(field));
  const notes = importedNotes(plan.imported, present);
  if (notes && notesKey(notes) !== notesKey(existing.scentNotes)) changes.push("Scents notes");
  const stored = existing.sizes ?? [];
  for (const size of importedSizes(plan.imported, stored, present)) {
    const was = size._id && stored.find((candidate) => candidate._id.equals(size._id!));
    const name = size.label || "the size";
    if (!was) {
      changes.push(`New size ${name}`);
      continue;
    }
    if (size.label !== (was.label ?? "")) changes.push(`${columnOf("optionValue")} of ${was.label || "the size"}`);
    if (size.price !== was.price) changes.push(`${columnOf("price")} of ${name}`);
    if (size.stock !== was.stock) changes.push(`${columnOf("stock")} of ${name}`);
    if ((size.volumeMl ?? null) !== (was.volumeMl ?? null)) changes.push(`${columnOf("volumeMl")} of ${name}`);
    if (size.sku && size.sku !== was.sku) changes.push(`${columnOf("sku")} of ${name}`);
  }
  const urls = (existing.images ?? []).map((image) => image.url);
  if (plan.photos && (plan.photos.length !== urls.length || plan.photos.some((photo, index) => !("stored" in photo) || photo.stored.url !== urls[index]))) changes.push("Photos");
  return changes;
}

/** What importing these rows (one product's) would do now, `candidates` being the products it may be (candidatesFor). */
export async function planProduct(group: ProductRows, candidates: readonly CatalogueProduct[], context: PlanContext): Promise<ProductPlan> {
  const { file, zip, skus } = context;
  const { product: imported, errors } = checkImportedProduct(group.rows, file.columnOf);
  const refuse = (error: RowError) => errors.push(error);
  if (group.scattered) refuse({ row: imported.row, column: file.columnOf("handle"), message: IMPORT_MESSAGES.scattered });
  for (const size of imported.sizes) {
    if (!size.sku) continue;
    if (skus.has(size.sku)) refuse({ row: size.row, column: file.columnOf("sku"), message: IMPORT_MESSAGES.skuTwice });
    else skus.set(size.sku, size.row);
  }
  const existing = findExisting(imported, candidates, refuse, file.columnOf);
  const photos = await planPhotos(imported, existing, zip, refuse, file.columnOf("imageSrc"));
  if (existing && importedSizes(imported, existing.sizes ?? [], file.present).length > 10) refuse({ row: imported.row, column: file.columnOf("price"), message: MATCH_MESSAGES.tooManySizes });
  const base = { row: imported.row, handle: imported.handle, title: [imported.brand, imported.name].filter(Boolean).join(" "), errors, imported, existing, photos };
  if (errors.length > 0) return { ...base, action: "refused", changes: [] };
  if (!existing) return { ...base, action: "create", changes: [] };
  const changes = changesOf(existing, { imported, photos }, file.present, file.columnOf);
  return { ...base, action: changes.length > 0 ? "update" : "unchanged", changes };
}

/** A new size's id and, when the file gave none, its SKU made from it. */
export function withIds<T extends { _id?: Types.ObjectId; sku: string }>(sizes: T[]): (T & { _id: Types.ObjectId })[] {
  return sizes.map((size) => {
    const id = size._id ?? new Types.ObjectId();
    return { ...size, _id: id, sku: size.sku || generatedSku(id) };
  });
}
