import { productFieldId } from "./use-product-form";
import fieldStyles from "@/components/ui/form-field.module.css";
import styles from "./products.module.css";

/** Whether shoppers see the product: unticked, it is kept and listed here as Hidden, and gone from the shop. */
export function PublishedField({ value, error, edit }: { value: string; error?: string; edit: (value: string) => void }) {
  const id = productFieldId("published");
  const hint = `${id}-hint`;
  return (
    <div>
      <label className={styles.publishedCheck}>
        <input id={id} type="checkbox" checked={value === "true"} onChange={(event) => edit(String(event.target.checked))} aria-describedby={error ? `${hint} ${id}-error` : hint} aria-invalid={error ? true : undefined} data-testid={id} />
        Published
      </label>
      <p id={hint} className={fieldStyles.hint}>
        Shoppers see it in the shop, in searches and collections. Untick to hide it: its page answers “not found” and it cannot be ordered.
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.compactError} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
