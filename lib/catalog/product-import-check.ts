import { isNairaAmount } from "@/lib/money/naira";
import { CONCENTRATIONS, FOR_WHOM, MAX_NOTE_LENGTH, MAX_NOTES_PER_LAYER, noteKey, noteName, SCENT_FAMILIES, type Concentration, type ForWhom, type ScentFamily, type ScentNotes } from "@/lib/vocabulary/perfume";
import { PRODUCT_TYPE, PRODUCT_TYPES, type ProductType } from "@/lib/vocabulary/products";
import { PERFUME_MESSAGES } from "./perfume-schema";
import { descriptionText, ONE_SIZE_OPTION, type ProductCsvField } from "./product-csv";
import type { CatalogueRow } from "./product-import-columns";
import { SIZE_MESSAGES } from "./product-admin-schema";

/**
 * A product as a catalogue file gives it, checked against what the shop keeps: each refusal names
 * the file's row (as a spreadsheet numbers it, the column names being row 1), its column and why.
 */

export interface RowError {
  row: number;
  column: string;
  message: string;
}

export interface ImportedSize {
  row: number;
  label: string;
  /** Null when the file gives none. */
  volumeMl: number | null;
  price: number;
  stock: number;
  /** Absent: the shop makes one, as for a size the owner adds without one. */
  sku?: string;
}

export interface ImportedProduct {
  /** The row its fields are on. */
  row: number;
  handle: string;
  brand: string;
  name: string;
  type: ProductType;
  description: string;
  notes: string;
  /** What the perfume is; absent where the file leaves it empty. */
  concentration?: Concentration;
  forWhom?: ForWhom;
  family?: ScentFamily;
  scentNotes: ScentNotes;
  /** Shopify's Tags (comma-separated), and the page's title and description for search engines. */
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  /** Shopify's Published: TRUE or FALSE in any case; absent where the cell is empty (the product stays as it is, a new one published). */
  published?: boolean;
  sizes: ImportedSize[];
  /** Image Src cells in order, with their rows. */
  images: { row: number; src: string }[];
}

// Shopify's own limits on a product's tags.
const MAX_TAGS = 250;
const MAX_TAG_LENGTH = 255;

export const IMPORT_MESSAGES = {
  published: "Published must be TRUE or FALSE, or empty",
  tags: `At most ${MAX_TAGS} tags, separated by commas, each at most ${MAX_TAG_LENGTH} characters`,
  handle: "Handle is required",
  title: "Title is required on a product's first row",
  vendor: "Vendor (the brand) is required",
  body: "Description is required",
  price: "Price must be a positive number of naira with at most 2 decimals",
  stock: "Stock must be a whole number from 0",
  volume: SIZE_MESSAGES.volume,
  sku: SIZE_MESSAGES.sku,
  skuTwice: "This SKU is on another row of the file",
  sizes: "A product is sold in 1 to 10 sizes",
  label: SIZE_MESSAGES.label,
  labelTaken: SIZE_MESSAGES.labelTaken,
  tooLong: (max: number) => `At most ${max} characters`,
  photos: "At most 6 photos per product",
  scattered: "This product's rows must be together in the file: another product's rows come between them",
} as const;

const MAX_SIZES = 10;
const MAX_PHOTOS = 6;
const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/;

/** A size's volume as its name gives it ("50 ml", "Travel 10ML"), or null. */
export function volumeFromLabel(label: string): number | null {
  const volume = Number(/(\d+)\s*ml\b/i.exec(label)?.[1]);
  return Number.isInteger(volume) && volume >= 1 && volume <= 10_000 ? volume : null;
}

/** The shop's type for a file's: Shopify's and WooCommerce's are free text ("Eau de Parfum", "Home > Diffusers"). */
export function productTypeOf(text: string): ProductType {
  const lower = text.toLowerCase();
  return PRODUCT_TYPES.find((type) => lower.includes(type.toLowerCase())) ?? PRODUCT_TYPE.perfume;
}

/** One of the shop's words for a file's, whatever its case ("eau de parfum"); "" is none; undefined when it is not one of them. */
function oneOf<T extends string>(words: readonly T[], text: string): T | "" | undefined {
  if (!text) return "";
  return words.find((word) => word.toLowerCase() === text.toLowerCase());
}

const NOTE_FIELDS = { top: "topNotes", heart: "heartNotes", base: "baseNotes" } as const;

const numberOf = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.replace(/,/g, "")) ? Number(text.replace(/,/g, "")) : NaN);

/**
 * Checks one product's rows (all sharing a handle, in file order). `columnOf` names a field as the
 * file's own column, for the owner to find it.
 */
export function checkImportedProduct(rows: readonly FileRow[], columnOf: (field: ProductCsvField) => string): { product: ImportedProduct; errors: RowError[] } {
  const errors: RowError[] = [];
  const refuse = (row: number, field: ProductCsvField, message: string) => errors.push({ row, column: columnOf(field), message });
  const first = rows[0]!;
  const head = first.cells;
  const text = (field: ProductCsvField, max: number, message?: string) => {
    const value = head[field];
    if (!value && message) refuse(first.row, field, message);
    else if (value.length > max) refuse(first.row, field, IMPORT_MESSAGES.tooLong(max));
    return value.slice(0, max);
  };
  if (!head.handle) refuse(first.row, "handle", IMPORT_MESSAGES.handle);
  const name = text("title", 120, IMPORT_MESSAGES.title);
  const brand = text("vendor", 80, IMPORT_MESSAGES.vendor);
  const description = descriptionText(head.body);
  if (!description) refuse(first.row, "body", IMPORT_MESSAGES.body);
  else if (description.length > 4000) refuse(first.row, "body", IMPORT_MESSAGES.tooLong(4000));
  const notes = text("notes", 500);
  const tags = [...new Set(head.tags.split(",").map((tag) => tag.trim()).filter(Boolean))];
  if (tags.length > MAX_TAGS || tags.some((tag) => tag.length > MAX_TAG_LENGTH)) refuse(first.row, "tags", IMPORT_MESSAGES.tags);
  const seo = { seoTitle: text("seoTitle", 70), seoDescription: text("seoDescription", 320) };
  const shown = head.published.trim().toLowerCase();
  if (shown && shown !== "true" && shown !== "false") refuse(first.row, "published", IMPORT_MESSAGES.published);
  const published = shown === "true" ? { published: true } : shown === "false" ? { published: false } : {};
  const perfume: Pick<ImportedProduct, "concentration" | "forWhom" | "family"> = {};
  const word = <T extends string>(field: "concentration" | "forWhom" | "family", words: readonly T[], message: string) => {
    const found = oneOf(words, head[field]);
    if (found === undefined) refuse(first.row, field, message);
    else if (found) (perfume as Record<string, string>)[field] = found;
  };
  word("concentration", CONCENTRATIONS, PERFUME_MESSAGES.concentration);
  word("forWhom", FOR_WHOM, PERFUME_MESSAGES.forWhom);
  word("family", SCENT_FAMILIES, PERFUME_MESSAGES.family);
  const seenNotes = new Set<string>();
  const layer = (field: (typeof NOTE_FIELDS)[keyof typeof NOTE_FIELDS]) => {
    const names = head[field].split(",").map(noteName).filter(Boolean);
    if (names.length > MAX_NOTES_PER_LAYER || names.some((name) => name.length > MAX_NOTE_LENGTH)) refuse(first.row, field, PERFUME_MESSAGES.notes);
    const keys = names.map(noteKey);
    if (keys.some((key) => seenNotes.has(key)) || new Set(keys).size < keys.length) refuse(first.row, field, PERFUME_MESSAGES.noteTaken);
    for (const key of keys) seenNotes.add(key);
    return names;
  };
  const scentNotes = { top: layer(NOTE_FIELDS.top), heart: layer(NOTE_FIELDS.heart), base: layer(NOTE_FIELDS.base) };

  const sizes: ImportedSize[] = [];
  const labels = new Set<string>();
  for (const { row, cells } of rows) {
    // A row with no size (no price, SKU or option) carries only a photo.
    if (!cells.price && !cells.sku && !cells.optionValue && !cells.stock) continue;
    const label = cells.optionValue === ONE_SIZE_OPTION.value ? "" : cells.optionValue;
    const price = numberOf(cells.price);
    if (!(price > 0 && price <= 100_000_000 && isNairaAmount(price))) refuse(row, "price", IMPORT_MESSAGES.price);
    const stock = cells.stock ? numberOf(cells.stock) : 0;
    if (!(Number.isInteger(stock) && stock >= 0 && stock <= 1_000_000)) refuse(row, "stock", IMPORT_MESSAGES.stock);
    const volumeMl = cells.volumeMl ? numberOf(cells.volumeMl) : null;
    if (volumeMl !== null && !(Number.isInteger(volumeMl) && volumeMl >= 1 && volumeMl <= 10_000)) refuse(row, "volumeMl", IMPORT_MESSAGES.volume);
    const sku = cells.sku.toUpperCase() || undefined;
    if (sku && !SKU_PATTERN.test(sku)) refuse(row, "sku", IMPORT_MESSAGES.sku);
    if (label.length > 40) refuse(row, "optionValue", IMPORT_MESSAGES.tooLong(40));
    const key = label.toLowerCase();
    if (labels.has(key)) refuse(row, "optionValue", key ? IMPORT_MESSAGES.labelTaken : IMPORT_MESSAGES.label);
    labels.add(key);
    sizes.push({ row, label, volumeMl, price, stock, ...(sku ? { sku } : {}) });
  }
  if (sizes.length === 0 || sizes.length > MAX_SIZES) refuse(first.row, "price", IMPORT_MESSAGES.sizes);
  if (sizes.length > 1) for (const size of sizes) if (!size.label) refuse(size.row, "optionValue", IMPORT_MESSAGES.label);

  const images = rows.flatMap(({ row, cells }) => cells.images.map((src) => ({ row, src })));
  if (images.length > MAX_PHOTOS) refuse(images[MAX_PHOTOS]!.row, "imageSrc", IMPORT_MESSAGES.photos);

  return {
    product: { row: first.row, handle: head.handle, brand, name, type: productTypeOf(head.type), description, notes, ...perfume, scentNotes, tags: tags.slice(0, MAX_TAGS), ...seo, ...published, sizes, images: images.slice(0, MAX_PHOTOS) },
    errors,
  };
}

export type FileRow = { row: number; cells: CatalogueRow };

/**
 * Gathers consecutive rows of one handle into products, as Shopify lists them, holding one
 * product's rows at a time; only the handles already passed are remembered, to tell a product
 * whose rows are scattered (`scattered`), which the file must not have.
 */
export interface ProductRows {
  rows: FileRow[];
  scattered: boolean;
}

export async function* productsOfRows(rows: AsyncIterable<FileRow>): AsyncGenerator<ProductRows> {
  const passed = new Set<string>();
  let current: FileRow[] = [];
  const group = () => ({ rows: current, scattered: passed.has(current[0]!.cells.handle) });
  for await (const entry of rows) {
    const handle = entry.cells.handle;
    if (current.length > 0 && (current[0]!.cells.handle !== handle || !handle)) {
      const done = group();
      if (done.rows[0]!.cells.handle) passed.add(done.rows[0]!.cells.handle);
      yield done;
      current = [];
    }
    current.push(entry);
  }
  if (current.length > 0) yield group();
}
