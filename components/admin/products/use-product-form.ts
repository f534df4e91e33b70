"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { firstErrors } from "@/components/ui/field-errors";
import { useFormFields } from "@/components/ui/use-form-fields";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { productCreateSchema, productUpdateSchema } from "@/lib/catalog/product-admin-schema";
import type { ProductView } from "@/lib/catalog/product-view";
import { DEFAULT_PRODUCT_TYPE } from "@/lib/vocabulary/products";

export type ProductTextField = "brand" | "name" | "type" | "price" | "stock" | "discount" | "promoStartDate" | "promoEndDate" | "description" | "notes";
export type ProductField = ProductTextField | "images";
type Values = Record<ProductTextField, string>;

export const productFieldId = (field: ProductField) => `product-${field}`;

const FIELDS: readonly ProductField[] = ["brand", "name", "type", "price", "stock", "discount", "promoStartDate", "promoEndDate", "description", "notes", "images"];
const EMPTY: Values = { brand: "", name: "", type: DEFAULT_PRODUCT_TYPE, price: "", description: "", notes: "", stock: "", discount: "", promoStartDate: "", promoEndDate: "" };

// A promo's dates are whole days in Lagos: the field shows the shop day the stored instant falls on.
const dateInput = (iso: string | null | undefined) => (iso ? shopDay(new Date(iso)) : "");

function valuesOf(product: ProductView | null): Values {
  if (!product) return EMPTY;
  return {
    brand: product.brand,
    name: product.name,
    type: product.type,
    price: String(product.price),
    description: product.description,
    notes: product.notes,
    stock: String(product.stock),
    discount: product.promo ? String(product.promo.discount) : "",
    promoStartDate: dateInput(product.promo?.startDate),
    promoEndDate: dateInput(product.promo?.endDate),
  };
}

// Uploads of up to six 5 MB images need longer than the client's usual 3 s.
const UPLOAD_TIMEOUT_MS = 60_000;

/** The product form's values, chosen images and their preview, checks and upload. */
export function useProductForm(editing: ProductView | null, onSaved: (product: ProductView, created: boolean) => void) {
  const creating = editing === null;
  const { values, errors, setErrors, edit, validate, reset: resetFields } = useFormFields<ProductTextField, "images">({ initial: valuesOf(editing), fields: FIELDS, idFor: productFieldId });
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
    setFiles([]);
    setPreview(null);
    setFailure(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = (creating ? productCreateSchema : productUpdateSchema).safeParse({ ...values, images: files });
    if (!validate(firstErrors<ProductField>(parsed.error?.issues ?? []))) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
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
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(firstErrors<ProductField>(error.fieldErrors));
      setFailure(error instanceof ApiError ? error.message : "The product could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return { creating, values, errors, edit, preview, chooseFiles, fileInput, failure, busy, submit, reset };
}
