"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { productCreateSchema, productUpdateSchema } from "@/lib/catalog/product-admin-schema";
import { DEFAULT_PRODUCT_TYPE, PRODUCT_TYPES } from "@/lib/vocabulary/products";
import type { ProductView } from "@/lib/catalog/product-view";
import { firstErrors, type FormErrors } from "@/components/ui/field-errors";
import formStyles from "../form.module.css";
import styles from "./products.module.css";

type Field = "brand" | "name" | "type" | "price" | "description" | "notes" | "stock" | "discount" | "promoStartDate" | "promoEndDate" | "images";
type Values = Record<Exclude<Field, "images">, string>;

const EMPTY: Values = { brand: "", name: "", type: DEFAULT_PRODUCT_TYPE, price: "", description: "", notes: "", stock: "", discount: "", promoStartDate: "", promoEndDate: "" };

const dateInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

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

interface Props {
  editing: ProductView | null;
  onSaved: (product: ProductView, created: boolean) => void;
  onCancel: () => void;
}

export function ProductForm({ editing, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<string | null>(editing?.images[0]?.url ?? null);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const creating = editing === null;

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

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function reset() {
    setValues(EMPTY);
    setFiles([]);
    setPreview(null);
    setErrors({});
    setFailure(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = { ...values, images: files };
    const parsed = (creating ? productCreateSchema : productUpdateSchema).safeParse(input);
    if (!parsed.success) {
      setErrors(firstErrors<Field>(parsed.error.issues));
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    for (const file of files) form.append("images", file);
    setBusy(true);
    try {
      const answer = await apiRequest<{ product: ProductView }>(creating ? "/products/create" : `/products/update/${editing._id}`, {
        method: creating ? "POST" : "PUT",
        body: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      reset();
      onSaved(answer.product, creating);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(firstErrors<Field>(error.fieldErrors));
      }
      setFailure(error instanceof Error ? error.message : "Login error");
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Exclude<Field, "images">, label: string, props: Record<string, string | number> = {}) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`product-${name}`}>
        {label}
      </label>
      <input
        id={`product-${name}`}
        name={name}
        className={formStyles.input}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `product-${name}-error` : undefined}
        data-testid={`product-${name}`}
        {...props}
      />
      {errors[name] ? (
        <p id={`product-${name}-error`} className={formStyles.error}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className={`${formStyles.card} ${styles.formCard}`} aria-labelledby="product-form-title">
      <h2 id="product-form-title" className={formStyles.sectionTitle}>
        {creating ? "Upload Product" : "Edit Product"}
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate data-testid="product-form">
        {failure ? (
          <p className={formStyles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={formStyles.grid}>
          {field("brand", "Brand")}
          {field("name", "Name")}
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="product-type">
              Type
            </label>
            <select id="product-type" className={formStyles.select} value={values.type} onChange={(event) => update("type", event.target.value)} data-testid="product-type">
              {PRODUCT_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </div>
          {field("price", "Price (₦)", { type: "number", step: "0.01", min: "0.01", inputMode: "decimal" })}
          {field("stock", "Stock", { type: "number", step: "1", min: "0", inputMode: "numeric" })}
          {field("discount", "Discount (%)", { type: "number", step: "1", min: "0", max: "100" })}
          {field("promoStartDate", "Promo start date", { type: "date" })}
          {field("promoEndDate", "Promo end date", { type: "date" })}
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="product-description">
            Description
          </label>
          <textarea
            id="product-description"
            className={formStyles.textarea}
            value={values.description}
            onChange={(event) => update("description", event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? "product-description-error" : undefined}
            data-testid="product-description"
          />
          {errors.description ? (
            <p id="product-description-error" className={formStyles.error}>
              {errors.description}
            </p>
          ) : null}
        </div>
        {field("notes", "Scent notes (optional)")}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="product-images">
            Images
          </label>
          <input
            ref={fileInput}
            id="product-images"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className={formStyles.input}
            onChange={(event) => chooseFiles(Array.from(event.target.files ?? []))}
            aria-invalid={errors.images ? true : undefined}
            aria-describedby="product-images-hint"
            data-testid="product-images"
          />
          <p id="product-images-hint" className={formStyles.hint}>
            JPEG, PNG or WebP, at most 5 MB each.{creating ? "" : " Choose files only to replace the current images."}
          </p>
          {errors.images ? <p className={formStyles.error}>{errors.images}</p> : null}
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL or an uploaded file, previewed as is
            <img src={preview} alt="Preview of the first image" className={styles.preview} />
          ) : null}
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass("primary")} disabled={busy} data-testid="product-submit">
            {busy ? (creating ? "Creating..." : "Updating...") : creating ? "Upload Product" : "Update Product"}
          </button>
          <button
            type="button"
            className={buttonClass("ghost")}
            onClick={() => {
              reset();
              onCancel();
            }}
            disabled={busy}
          >
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
