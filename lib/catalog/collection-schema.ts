import { z } from "zod";
import { COLLECTION_KINDS, MAX_PICKED_PRODUCTS } from "@/lib/vocabulary/collections";
import { OBJECT_ID_PATTERN } from "@/lib/vocabulary/identifiers";
import { FOR_WHOM, MAX_NOTE_LENGTH, noteName, SCENT_FAMILIES } from "@/lib/vocabulary/perfume";
import { PRODUCT_TYPES } from "@/lib/vocabulary/products";

export const COLLECTION_MESSAGES = {
  slug: "Use lower-case letters, digits and single hyphens (e.g. gifts-under-50000), at most 60",
  slugTaken: "Another collection has this address",
  title: "Title is required",
  image: "Choose a JPEG, PNG or WebP photo",
  kind: "Choose hand-picked or by rule",
  products: `Pick 1 to ${MAX_PICKED_PRODUCTS} products`,
  productsUnknown: "Some picked products no longer exist: reload and pick again",
  rule: "Set at least one condition",
  price: "Price must be a whole number of naira from 0",
  priceOrder: "Maximum price must be above the minimum",
  days: "Days must be a whole number from 1 to 365",
  notFound: "Collection not found",
  added: "Collection added",
  updated: "Collection updated",
  removed: "Collection removed",
} as const;

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, `At most ${max} characters`).optional());
const price = z.preprocess(blankToUndefined, z.coerce.number({ error: COLLECTION_MESSAGES.price }).int(COLLECTION_MESSAGES.price).min(0, COLLECTION_MESSAGES.price).max(100_000_000, COLLECTION_MESSAGES.price).optional());

/** Which products a collection made by rule holds; a condition left empty does not narrow. */
export const collectionRuleSchema = z
  .object({
    type: z.preprocess(blankToUndefined, z.enum(PRODUCT_TYPES, { error: `Type must be one of ${PRODUCT_TYPES.join(", ")}` }).optional()),
    brand: optionalText(80),
    family: z.preprocess(blankToUndefined, z.enum(SCENT_FAMILIES, { error: `Scent family must be one of ${SCENT_FAMILIES.join(", ")}` }).optional()),
    forWhom: z.preprocess(blankToUndefined, z.enum(FOR_WHOM, { error: `For whom must be one of ${FOR_WHOM.join(", ")}` }).optional()),
    note: z.preprocess(blankToUndefined, z.string().trim().max(MAX_NOTE_LENGTH, `At most ${MAX_NOTE_LENGTH} characters`).transform(noteName).optional()),
    minPrice: price,
    maxPrice: price,
    onPromotion: z.boolean({ error: "On promotion is yes or no" }).optional(),
    newWithinDays: z.preprocess(blankToUndefined, z.coerce.number({ error: COLLECTION_MESSAGES.days }).int(COLLECTION_MESSAGES.days).min(1, COLLECTION_MESSAGES.days).max(365, COLLECTION_MESSAGES.days).optional()),
  })
  .strict();
export type CollectionRule = z.infer<typeof collectionRuleSchema>;

/** A collection as the owner saves it (JSON); its photo is uploaded on its own (collectionImageSchema). */
export const collectionInputSchema = z
  .object({
    slug: z.string({ error: COLLECTION_MESSAGES.slug }).trim().toLowerCase().max(60, COLLECTION_MESSAGES.slug).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, COLLECTION_MESSAGES.slug),
    title: z.string({ error: COLLECTION_MESSAGES.title }).trim().min(1, COLLECTION_MESSAGES.title).max(80, "At most 80 characters"),
    description: z.preprocess((value) => value ?? "", z.string().trim().max(1000, "At most 1000 characters")),
    imageAlt: optionalText(200),
    kind: z.enum(COLLECTION_KINDS, { error: COLLECTION_MESSAGES.kind }),
    products: z.array(z.string().regex(OBJECT_ID_PATTERN, COLLECTION_MESSAGES.products), { error: COLLECTION_MESSAGES.products }).max(MAX_PICKED_PRODUCTS, COLLECTION_MESSAGES.products).default([]),
    rule: collectionRuleSchema.default({}),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.kind === "picked" && input.products.length === 0) context.addIssue({ code: "custom", path: ["products"], message: COLLECTION_MESSAGES.products });
    if (input.kind === "picked" && new Set(input.products).size !== input.products.length) context.addIssue({ code: "custom", path: ["products"], message: "A product is picked twice" });
    if (input.kind !== "rule") return;
    if (Object.values(input.rule).every((value) => value === undefined || value === false)) context.addIssue({ code: "custom", path: ["rule"], message: COLLECTION_MESSAGES.rule });
    const { minPrice, maxPrice } = input.rule;
    if (minPrice !== undefined && maxPrice !== undefined && maxPrice <= minPrice) context.addIssue({ code: "custom", path: ["rule", "maxPrice"], message: COLLECTION_MESSAGES.priceOrder });
  });
export type CollectionInput = z.infer<typeof collectionInputSchema>;

/** A collection as the admin and its page read it. */
export interface CollectionView {
  _id: string;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  /** What the photo shows, for those who cannot see it. */
  imageAlt: string;
  kind: CollectionInput["kind"];
  products: string[];
  rule: CollectionRule;
}

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** PUT /api/admin/collections/<id>/image (multipart): the collection's photo, through the product photos' pipeline. */
export const collectionImageSchema = z.object({
  // An empty file input still sends a nameless, empty part: it means no file.
  image: z.unknown().refine((value): value is File => isFile(value) && value.size > 0, COLLECTION_MESSAGES.image),
});
