"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { firstErrors } from "@/components/ui/field-errors";
import { useFormFields } from "@/components/ui/use-form-fields";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { productCreateSchema, productUpdateSchema } from "@/lib/catalog/product-admin-schema";
import type { ProductView } from "@/lib/catalog/product-view";
import { DEFAULT_PRODUCT_TYPE } from "@/lib/vocabulary/products";
import { sizesField } from "./size-rows";
import { useSizeRows } from "./use-size-rows";

export type ProductTextField = "brand" | "name" | "type" | "discount" | "promoStartDate" | "promoEndDate" | "description" | "notes" | PerfumeTextField | "published";
type PerfumeTextField = "concentration" | "forWhom" | "family" | "topNotes" | "heartNotes" | "baseNotes";
export type ProductField = ProductTextField | "sizes" | "images";
type Values = Record<ProductTextField, string>;

export const productFieldId = (field: ProductField) => `product-${field}`;

const PERFUME_FIELDS: readonly PerfumeTextField[] = ["concentration", "forWhom", "family", "topNotes", "heartNotes", "baseNotes"];
const FIELDS: readonly ProductField[] = ["brand", "name", "type", "discount", "promoStartDate", "promoEndDate", "description", "notes", ...PERFUME_FIELDS, "sizes", "images", "published"];
const NO_PERFUME: Record<PerfumeTextField, string> = { concentration: "", forWhom: "", family: "", topNotes: "", heartNotes: "", baseNotes: "" };
const EMPTY: Values = { brand: "", name: "", type: DEFAULT_PRODUCT_TYPE, description: "", notes: "", discount: "", promoStartDate: "", promoEndDate: "", ...NO_PERFUME, published: "true" };

// Size rows sit between the fields above them and the images: the first message in that order takes focus.
const errorAboveSizes = (errors: Partial<Record<ProductField, string>>) => FIELDS.slice(0, FIELDS.indexOf("sizes") + 1).some((field) => errors[field]);

// A promo's dates are whole days in Lagos: the field shows the shop day the stored instant falls on.
const dateInput = (iso: string | null | undefined) => (iso ? shopDay(new Date(iso)) : "");

function valuesOf(product: ProductView | null): Values {
  if (!product) return EMPTY;
  return {
    brand: product.brand,
    name: product.name,
    type: product.type,
    description: product.description,
    notes: product.notes,
    discount: product.promo ? String(product.promo.discount) : "",
    promoStartDate: dateInput(product.promo?.startDate),
    promoEndDate: dateInput(product.promo?.endDate),
    concentration: product.concentration ?? "",
    forWhom: product.forWhom ?? "",
    family: product.family ?? "",
    topNotes: product.scentNotes?.top.join(", ") ?? "",
    heartNotes: product.scentNotes?.heart.join(", ") ?? "",
    baseNotes: product.scentNotes?.base.join(", ") ?? "",
    published: String(product.published),
  };
}

// Uploads of up to six 5 MB images need longer than the client's usual 3 s.
const UPLOAD_TIMEOUT_MS = 60_000;

/** The product form's values, sizes, chosen images and their preview, checks and upload. */
export function useProductForm(editing: ProductView | null, onSaved: (product: ProductView, created: boolean) => void) {
  const creating = editing === null;
  const { values, errors, setErrors, edit, validate, reset: resetFields } = useFormFields<ProductTextField, "sizes" | "images">({ initial: valuesOf(editing), fields: FIELDS, idFor: productFieldId });
  const sizes = useSizeRows(editing);
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<string | null>(editing?.images[0]?.url ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
  }, []);

  function chooseFiles(chosen: File[]) {
    setFiles(chosen);
    setErrors((current) => ({ ...current, images: undefined }));
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = chosen[0] ? URL.createObjectURL(chosen[0]) : null;
    setPreview(objectUrl.current ?? editing?.images[0]?.url ?? null);
  }

  function reset() {
    resetFields(EMPTY);
    sizes.reset(null);
    setFiles([]);
    setPreview(null);
    setFailure(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const form = { ...values, sizes: sizesField(sizes.rows) };
    const parsed = (creating ? productCreateSchema : productUpdateSchema).safeParse({ ...form, images: files });
    const issues = parsed.error?.issues ?? [];
    const fieldErrors = firstErrors<ProductField>(issues.filter((issue) => issue.path.length < 2));
    const fieldsValid = validate(fieldErrors);
    if (!sizes.show(issues.map((issue) => [issue.path.map(String), issue.message]), !errorAboveSizes(fieldErrors)) || !fieldsValid) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.append(key, value);
    for (const file of files) body.append("images", file);
    setBusy(true);
    try {
      const answer = await apiRequest<{ product: ProductView }>(creating ? "/products/create" : `/products/update/${editing._id}`, {
        method: creating ? "POST" : "PUT",
        body,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      reset();
      onSaved(answer.product, creating);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const fieldErrors = firstErrors<ProductField>(Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => key.split(".").length < 2)));
        setErrors(fieldErrors);
        sizes.show(Object.entries(error.fieldErrors).map(([key, messages]) => [key.split("."), messages[0]]), !errorAboveSizes(fieldErrors));
      }
      setFailure(error instanceof ApiError ? error.message : "The product could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return { creating, values, errors, edit, sizes, preview, chooseFiles, fileInput, failure, busy, submit, reset };
}
