"use client";

import { buttonClass } from "@/components/ui/button";
import type { ProductView } from "@/lib/catalog/product-view";
import formStyles from "../form.module.css";
import { ProductDetailsFields, ProductImagesField } from "./product-fields";
import { SizeFields } from "./size-fields";
import { PublishedField } from "./published-field";
import { PerfumeFields } from "./perfume-fields";
import { useProductForm } from "./use-product-form";
import styles from "./products.module.css";
import { FormFooter } from "@/components/ui/form-footer";

interface Props {
  editing: ProductView | null;
  knownNotes: readonly string[];
  onSaved: (product: ProductView, created: boolean) => void;
  onCancel: () => void;
}

export function ProductForm({ editing, knownNotes, onSaved, onCancel }: Props) {
  const form = useProductForm(editing, onSaved);
  const { creating, busy } = form;
  return (
    <section className={`${formStyles.card} ${styles.formCard}`} aria-labelledby="product-form-title">
      <h2 id="product-form-title" className={formStyles.sectionTitle}>
        {creating ? "Upload Product" : "Edit Product"}
      </h2>
      <form className={formStyles.form} onSubmit={form.submit} noValidate data-testid="product-form">
        <ProductDetailsFields values={form.values} errors={form.errors} edit={form.edit} />
        <PerfumeFields values={form.values} errors={form.errors} edit={form.edit} knownNotes={knownNotes} />
        <SizeFields sizes={form.sizes.rows} errors={form.sizes.errors} error={form.errors.sizes} edit={form.sizes.edit} add={form.sizes.add} remove={form.sizes.remove} move={form.sizes.move} />
        <ProductImagesField creating={creating} error={form.errors.images} preview={form.preview} fileInput={form.fileInput} onChoose={form.chooseFiles} />
        <PublishedField value={form.values.published} error={form.errors.published} edit={(value) => form.edit("published", value)} />
        <FormFooter submit={creating ? "Upload Product" : "Update Product"} pending={creating ? "Creating..." : "Updating..."} busy={busy} submitTestId="product-submit" error={form.failure}>
          <button
            type="button"
            className={buttonClass("ghost")}
            onClick={() => {
              form.reset();
              onCancel();
            }}
            disabled={busy}
          >
            Cancel
          </button>
        </FormFooter>
      </form>
    </section>
  );
}
