import { z } from "zod";
import { isNairaAmount } from "@/lib/money/naira";
import { IMAGE_MESSAGES } from "@/lib/uploads/image-file";
import { DEFAULT_PRODUCT_TYPE, PRODUCT_TYPES } from "@/lib/vocabulary/products";

// Browsers send empty inputs as ""; those count as not given.
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const PRODUCT_MESSAGES = {
  price: "Price must be a positive number",
  stock: "Stock must be a non-negative number",
  discount: "Discount must be between 0 and 100",
  type: `Type must be one of ${PRODUCT_TYPES.join(", ")}`,
  date: "Enter a valid date",
  dateOrder: "End date must be after start date",
} as const;

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
  price: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PRODUCT_MESSAGES.price })
      .positive(PRODUCT_MESSAGES.price)
      .max(100_000_000, "Price is too large")
      .refine(isNairaAmount, "Price can have at most 2 decimal places"),
  ),
  description: requiredText("Description is required", 4000),
  notes: z.preprocess(blankToUndefined, z.string().trim().max(500, "At most 500 characters").optional()),
  // 0 is a real stock level (sold out), unlike the spec's form, which treated it as missing.
  stock: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: PRODUCT_MESSAGES.stock }).int(PRODUCT_MESSAGES.stock).min(0, PRODUCT_MESSAGES.stock).max(1_000_000, "Stock is too large"),
  ),
  discount: z.preprocess(blankToUndefined, z.coerce.number({ error: PRODUCT_MESSAGES.discount }).min(0, PRODUCT_MESSAGES.discount).max(100, PRODUCT_MESSAGES.discount).default(0)),
  promoStartDate: z.preprocess(blankToUndefined, z.coerce.date({ error: PRODUCT_MESSAGES.date }).optional()),
  promoEndDate: z.preprocess(blankToUndefined, z.coerce.date({ error: PRODUCT_MESSAGES.date }).optional()),
  images: imageParts,
});

const promoDatesInOrder = (form: { promoStartDate?: Date; promoEndDate?: Date }) =>
  !form.promoStartDate || !form.promoEndDate || form.promoEndDate > form.promoStartDate;
const dateOrder = { path: ["promoEndDate"], message: PRODUCT_MESSAGES.dateOrder };

/**
 * The product form (the spec's multipart fields), shared by the admin form and the handlers.
 * Editing keeps the current images unless new ones are sent. Images are checked by content in
 * lib/uploads, after this shape check.
 */
export const productUpdateSchema = productFields.refine(promoDatesInOrder, dateOrder);

export const productCreateSchema = productFields
  .extend({ images: imageParts.pipe(z.array(z.instanceof(File)).min(1, IMAGE_MESSAGES.required)) })
  .refine(promoDatesInOrder, dateOrder);

export type ProductForm = z.infer<typeof productUpdateSchema>;
