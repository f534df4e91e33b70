import type { Types } from "mongoose";
import type { StoredImage } from "@/lib/uploads/image-storage";
import type { ProductRecord } from "@/models/product";

/**
 * A product as the catalogue file (lib/catalog/product-csv.ts) writes and reads it, taken from the
 * product model as a lean read gives it: the export writes these fields, the import compares the
 * file with them, so a field the model gains reaches both through this one type.
 */

type Lean<T> = NonNullable<T> extends Types.DocumentArray<infer Item> ? Item[] | Extract<T, null | undefined> : T;

type CatalogueField = "handle" | "brand" | "name" | "type" | "description" | "notes" | "concentration" | "forWhom" | "family" | "scentNotes" | "tags" | "seoTitle" | "seoDescription";

// Absent on a product saved before the field, which counts as published.
type Fields = { [Field in keyof Pick<ProductRecord, CatalogueField>]: Lean<ProductRecord[Field]> } & { published?: boolean | null };

export type CatalogueSize = Lean<ProductRecord["sizes"]> extends (infer Size)[] | null | undefined ? Size & { _id: Types.ObjectId } : never;

// Photos as the upload pipeline stores them (lib/uploads/image-storage.ts), the shape an import writes back.
export type CatalogueProduct = Fields & { _id: Types.ObjectId; sizes?: CatalogueSize[] | null; images?: StoredImage[] | null };

/** What the export needs of a product: no ids, the sizes it is sold in and the photos' addresses. */
export type ExportedProduct = Omit<Fields, "handle"> & { handle?: string | null; sizes: Omit<CatalogueSize, "_id">[]; images: { url: string }[] };
