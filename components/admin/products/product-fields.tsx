import type { RefObject } from "react";
import type { FormErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { ImageFileField } from "../image-file-field";
import { Options } from "@/components/ui/options";
import { PRODUCT_TYPES } from "@/lib/vocabulary/products";
import formStyles from "../form.module.css";
import { productFieldId, type ProductField, type ProductTextField } from "./use-product-form";
import styles from "./products.module.css";
import { ResponsivePicture } from "@/components/catalog/responsive-picture";

type InputProps = { type?: "number" | "date"; step?: string; min?: string; max?: string };

interface DetailsProps {
  values: Record<ProductTextField, string>;
  errors: FormErrors<ProductField>;
  edit(field: ProductTextField, value: string): void;
}

/** Brand, name, type, promotion, description and notes. */
export function ProductDetailsFields({ values, errors, edit }: DetailsProps) {
  const field = (name: ProductTextField, label: string, props: InputProps = {}) => (
    <FormField id={productFieldId(name)} label={label} error={errors[name]} look="compact">
      {(control) => <input {...control} name={name} value={values[name]} onChange={(event) => edit(name, event.target.value)} data-testid={productFieldId(name)} {...props} />}
    </FormField>
  );
  return (
    <>
      <div className={formStyles.grid}>
        {field("brand", "Brand")}
        {field("name", "Name")}
        <FormField id={productFieldId("type")} label="Type" error={errors.type} look="compact">
          {(control) => (
            <select {...control} value={values.type} onChange={(event) => edit("type", event.target.value)} data-testid={productFieldId("type")}>
              <Options values={PRODUCT_TYPES} />
            </select>
          )}
        </FormField>
        {field("discount", "Discount (%)", { type: "number", step: "1", min: "0", max: "100" })}
        {field("promoStartDate", "Promo start date", { type: "date" })}
        {field("promoEndDate", "Promo end date", { type: "date" })}
      </div>
      <FormField id={productFieldId("description")} label="Description" error={errors.description} look="compact">
        {(control) => <textarea {...control} value={values.description} onChange={(event) => edit("description", event.target.value)} data-testid={productFieldId("description")} />}
      </FormField>
      {field("notes", "Scent notes (optional)")}
    </>
  );
}

interface ImagesProps {
  creating: boolean;
  error: string | undefined;
  preview: string | null;
  fileInput: RefObject<HTMLInputElement | null>;
  onChoose(files: File[]): void;
}

/** The image files to upload (or to replace the current ones with) and a preview of the first. */
export function ProductImagesField({ creating, error, preview, fileInput, onChoose }: ImagesProps) {
  return (
    <>
      <ImageFileField
        id={productFieldId("images")}
        label="Images"
        hint={`JPEG, PNG or WebP, at most 5 MB each.${creating ? "" : " Choose files only to replace the current images."}`}
        error={error}
        multiple
        fileInput={fileInput}
        onChoose={onChoose}
      />
      {preview ? (
        <ResponsivePicture src={preview} alt="Preview of the first image" sizes="320px" className={styles.preview} />
      ) : null}
    </>
  );
}
