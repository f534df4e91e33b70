import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { productFieldId } from "./use-product-form";
import { sizeFieldId, type SizeDraft, type SizeRowErrors, type SizeRowField } from "./size-rows";
import styles from "./products.module.css";

interface Props {
  sizes: SizeDraft[];
  errors: SizeRowErrors;
  /** A message about the sizes as a whole (none left, one held by an order). */
  error: string | undefined;
  edit(index: number, field: SizeRowField, value: string): void;
  add(): void;
  remove(index: number): void;
  move(index: number, by: -1 | 1): void;
}

const COLUMNS: { field: SizeRowField; label: string; optional?: boolean; input?: { type: "number"; step: string; min: string; inputMode: "decimal" | "numeric" }; placeholder?: string }[] = [
  { field: "label", label: "Size", placeholder: "50 ml" },
  { field: "volumeMl", label: "Volume (ml)", optional: true, input: { type: "number", step: "1", min: "1", inputMode: "numeric" } },
  { field: "price", label: "Price (₦)", input: { type: "number", step: "0.01", min: "0.01", inputMode: "decimal" } },
  { field: "stock", label: "Stock", input: { type: "number", step: "1", min: "0", inputMode: "numeric" } },
  { field: "sku", label: "SKU", optional: true, placeholder: "Made if left blank" },
];

/** The sizes a product is sold in, one row each, in the order shoppers see them. */
export function SizeFields({ sizes, errors, error, edit, add, remove, move }: Props) {
  const named = (size: SizeDraft, index: number) => size.label || `size ${index + 1}`;
  return (
    <fieldset id={productFieldId("sizes")} tabIndex={-1} className={styles.sizes} aria-describedby={error ? `${productFieldId("sizes")}-error` : undefined} data-testid="product-sizes">
      <legend className={styles.sizesLegend}>Sizes</legend>
      <p className={styles.sizesHint}>Shoppers choose between sizes in this order. A product sold in one size may leave its label blank.</p>
      {error ? (
        <p id={`${productFieldId("sizes")}-error`} className={styles.sizesError} role="alert">
          {error}
        </p>
      ) : null}
      <ol className={styles.sizeList}>
        {sizes.map((size, index) => (
          <li key={size.key} className={styles.sizeRow} data-testid="product-size">
            {COLUMNS.map(({ field, label, optional, input, placeholder }) => (
              <FormField key={field} id={sizeFieldId(index, field)} label={label} optional={optional} error={errors[index]?.[field]} look="compact">
                {(control) => (
                  <input
                    {...control}
                    {...input}
                    value={size[field]}
                    placeholder={placeholder}
                    onChange={(event) => edit(index, field, event.target.value)}
                    data-testid={`product-size-${field}`}
                  />
                )}
              </FormField>
            ))}
            <div className={styles.sizeActions}>
              <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move ${named(size, index)} up`}>
                ↑
              </button>
              <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => move(index, 1)} disabled={index === sizes.length - 1} aria-label={`Move ${named(size, index)} down`}>
                ↓
              </button>
              <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => remove(index)} disabled={sizes.length === 1} data-testid="product-size-remove">
                Remove<span className={styles.srOnly}> {named(size, index)}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className={buttonClass("ghost", { small: true })} onClick={add} data-testid="product-size-add">
        Add size
      </button>
    </fieldset>
  );
}
