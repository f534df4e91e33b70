import { MAX_LOW_STOCK_THRESHOLD } from "@/lib/vocabulary/stock-moves";
import { z } from "zod";
import { searchTermSchema } from "@/lib/search/search-term";
import { pageNumberSchema } from "@/lib/vocabulary/page-number";
import { isNairaAmount } from "@/lib/money/naira";
import { IMAGE_MESSAGES } from "@/lib/uploads/image-file";
import { DEFAULT_PRODUCT_TYPE, PRODUCT_TYPES } from "@/lib/vocabulary/products";
import { checkNotes, perfumeFields } from "./perfume-schema";

// Browsers send empty inputs as ""; those count as not given.
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const MAX_SIZES = 10;

export const PRODUCT_MESSAGES = {
  price: "Price must be a positive number",
  stock: "Stock must be a non-negative number",
  discount: "Discount must be between 0 and 100",
  type: `Type must be one of ${PRODUCT_TYPES.join(", ")}`,
  date: "Enter a valid date",
  dateOrder: "End date must be after start date",
  published: "Published must be true or false",
} as const;

export const SIZE_MESSAGES = {
  count: `A product is sold in 1 to ${MAX_SIZES} sizes`,
  list: "Sizes could not be read: reload the page and try again",
  label: "Name each size, e.g. 50 ml",
  labelTaken: "Two sizes share this label",
  volume: "Volume must be a whole number of ml (1 to 10,000)",
  sku: "SKU may use letters, digits and hyphens (2 to 32 characters)",
  skuTaken: "Two sizes share this SKU",
} as const;

export const priceField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: PRODUCT_MESSAGES.price })
    .positive(PRODUCT_MESSAGES.price)
    .max(100_000_000, "Price is too large")
    .refine(isNairaAmount, "Price can have at most 2 decimal places"),
);

// 0 is a real stock level (sold out), unlike the spec's form, which treated it as missing.
export const stockNumber = z.coerce.number({ error: PRODUCT_MESSAGES.stock }).int(PRODUCT_MESSAGES.stock).min(0, PRODUCT_MESSAGES.stock).max(1_000_000, "Stock is too large");
const stockField = z.preprocess(blankToUndefined, stockNumber);

export const skuField = z.string({ error: SIZE_MESSAGES.sku }).trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, SIZE_MESSAGES.sku);

/**
 * One size as the form edits it. `id` names a size the product already has (its holds and SKU stay
 * with it); `stockWas` is the stock the form showed, so a save moves the stock by what the owner
 * changed, and units sold while the form was open are not put back.
 */
const sizeRow = z.object({
  id: z.preprocess(blankToUndefined, z.string().regex(/^[0-9a-f]{24}$/i, SIZE_MESSAGES.list).optional()),
  label: z.preprocess((value) => value ?? "", z.string({ error: SIZE_MESSAGES.label }).trim().max(40, "At most 40 characters")),
  volumeMl: z.preprocess(blankToUndefined, z.coerce.number({ error: SIZE_MESSAGES.volume }).int(SIZE_MESSAGES.volume).min(1, SIZE_MESSAGES.volume).max(10_000, SIZE_MESSAGES.volume).optional()),
  price: priceField,
  stock: stockField,
  stockWas: z.preprocess(blankToUndefined, stockNumber.optional()),
  sku: z.preprocess(blankToUndefined, skuField.optional()),
});
export type SizeRow = z.infer<typeof sizeRow>;

// A multipart form carries the sizes as one JSON field.
const sizeRows = z.preprocess(
  (value) => {
    if (typeof value !== "string") return blankToUndefined(value);
    try {
      return JSON.parse(value);
    } catch {
      return Symbol("unreadable");
    }
  },
  z.array(sizeRow, { error: SIZE_MESSAGES.list }).min(1, SIZE_MESSAGES.count).max(MAX_SIZES, SIZE_MESSAGES.count).optional(),
);

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

const imageParts = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  // An empty file input still sends a nameless, empty part: it means no file.
  z.array(z.unknown()).transform((parts) => parts.filter((part): part is File => isFile(part) && part.size > 0)),
);

const productFields = z.object({
  brand: requiredText("Brand is required", 80),
  name: requiredText("Name is required", 120),
  type: z.preprocess(blankToUndefined, z.enum(PRODUCT_TYPES, { error: PRODUCT_MESSAGES.type }).default(DEFAULT_PRODUCT_TYPE)),
  // A product sold in one size may send its price and stock alone, as the spec's form does.
  price: priceField.optional(),
  description: requiredText("Description is required", 4000),
  notes: z.preprocess(blankToUndefined, z.string().trim().max(500, "At most 500 characters").optional()),
  stock: stockField.optional(),
  sizes: sizeRows,
  discount: z.preprocess(blankToUndefined, z.coerce.number({ error: PRODUCT_MESSAGES.discount }).min(0, PRODUCT_MESSAGES.discount).max(100, PRODUCT_MESSAGES.discount).default(0)),
  promoStartDate: z.preprocess(blankToUndefined, z.coerce.date({ error: PRODUCT_MESSAGES.date }).optional()),
  promoEndDate: z.preprocess(blankToUndefined, z.coerce.date({ error: PRODUCT_MESSAGES.date }).optional()),
  images: imageParts,
  // The form's checkbox sends "true" or "false"; absent (an API client), a new product is published and an edit leaves it.
  published: z.preprocess(blankToUndefined, z.enum(["true", "false"], { error: PRODUCT_MESSAGES.published }).transform((value) => value === "true").optional()),
  ...perfumeFields,
});

const promoDatesInOrder = (form: { promoStartDate?: Date; promoEndDate?: Date }) =>
  !form.promoStartDate || !form.promoEndDate || form.promoEndDate > form.promoStartDate;
const dateOrder = { path: ["promoEndDate"], message: PRODUCT_MESSAGES.dateOrder };

type Checked = { price?: number; stock?: number; sizes?: SizeRow[]; promoStartDate?: Date; promoEndDate?: Date } & Parameters<typeof checkNotes>[0];

/** Price and stock come from the sizes when they are sent; sizes tell themselves apart by label and SKU. */
function checkSizes(form: Checked, context: z.RefinementCtx) {
  if (!promoDatesInOrder(form)) context.addIssue({ code: "custom", ...dateOrder });
  checkNotes(form, context);
  if (!form.sizes) {
    if (form.price === undefined) context.addIssue({ code: "custom", path: ["price"], message: PRODUCT_MESSAGES.price });
    if (form.stock === undefined) context.addIssue({ code: "custom", path: ["stock"], message: PRODUCT_MESSAGES.stock });
    return;
  }
  const labels = new Set<string>();
  const skus = new Set<string>();
  form.sizes.forEach((size, index) => {
    const label = size.label.toLowerCase();
    if (form.sizes!.length > 1 && !label) context.addIssue({ code: "custom", path: ["sizes", index, "label"], message: SIZE_MESSAGES.label });
    else if (label && labels.has(label)) context.addIssue({ code: "custom", path: ["sizes", index, "label"], message: SIZE_MESSAGES.labelTaken });
    labels.add(label);
    if (size.sku && skus.has(size.sku)) context.addIssue({ code: "custom", path: ["sizes", index, "sku"], message: SIZE_MESSAGES.skuTaken });
    if (size.sku) skus.add(size.sku);
  });
}

/**
 * The product form (the spec's multipart fields), shared by the admin form and the handlers.
 * Editing keeps the current images unless new ones are sent. Images are checked by content in
 * lib/uploads, after this shape check.
 */
export const productUpdateSchema = productFields.superRefine(checkSizes);

export const productCreateSchema = productFields
  .extend({ images: imageParts.pipe(z.array(z.instanceof(File)).min(1, IMAGE_MESSAGES.required)) })
  .superRefine(checkSizes);

export type ProductForm = z.infer<typeof productUpdateSchema>;

export const LOW_STOCK_MESSAGE = `Low-stock alert must be a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}, or empty for the store's figure`;

/** The product's own low-stock figure, or null to follow the store's. */
export const lowStockThresholdSchema = z.object({
  lowStockThreshold: z
    .number({ error: LOW_STOCK_MESSAGE })
    .int(LOW_STOCK_MESSAGE)
    .min(0, LOW_STOCK_MESSAGE)
    .max(MAX_LOW_STOCK_THRESHOLD, LOW_STOCK_MESSAGE)
    .nullable(),
});

/**
 * Products on one page of the owner's list: a catalogue of thousands is read, sent and drawn a page at a time.
 * 25, as WooCommerce's 20: each row comes with its sizes' grid and its editable form, and at 50 the
 * large shop's page was 360 kB whose render took 45–60 ms of the server's CPU.
 */
export const ADMIN_PRODUCTS_PER_PAGE = 25;

/** Which products the admin list shows: all, only those shoppers see, or only the hidden ones. */
export const PRODUCT_VISIBILITIES = ["published", "hidden"] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];
export const productVisibilityField = z.preprocess(blankToUndefined, z.enum(PRODUCT_VISIBILITIES, { error: "Show published or hidden products" }).optional());

/** /admin/products: a search of brand, name or a size's SKU, published or hidden, and the page. */
export const adminProductQuerySchema = z.object({
  q: searchTermSchema.optional(),
  shown: productVisibilityField,
  page: pageNumberSchema,
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;
