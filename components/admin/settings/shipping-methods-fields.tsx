"use client";

import { FormField } from "@/components/ui/form-field";
import { buttonClass } from "@/components/ui/button";
import type { FieldErrors } from "@/lib/http/errors";
import formStyles from "../form.module.css";
import { newEntryId } from "./settings-ids";
import { messageAt, type SettingsValues } from "./settings-values";
import styles from "./settings.module.css";

type Rows = SettingsValues["shippingMethods"];

interface Props {
  rows: Rows;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (rows: Rows, touched: string) => void;
}

/** The shipping methods shoppers choose from at checkout, with their delivery cost. */
export function ShippingMethodsFields({ rows, errors, disabled, onChange }: Props) {
  const edit = (index: number, field: "name" | "cost", value: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
      `shippingMethods.${index}.${field}`,
    );
  const listError = messageAt(errors, "shippingMethods");
  return (
    <fieldset className={styles.section} data-testid="settings-shipping">
      <legend className={formStyles.sectionTitle}>Shipping methods</legend>
      <p className={styles.sectionLead}>Shoppers choose one at checkout; its cost is added to the order as delivery.</p>
      {listError ? (
        <p className={formStyles.error} role="alert">
          {listError}
        </p>
      ) : null}
      <ul className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.id} className={`${styles.row} ${styles.shippingRow}`} data-testid="settings-shipping-row">
            <FormField id={`shipping-${row.id}-name`} label="Name" look="compact" error={messageAt(errors, `shippingMethods.${index}.name`)}>
              {(control) => <input {...control} value={row.name} disabled={disabled} onChange={(event) => edit(index, "name", event.target.value)} data-testid="settings-shipping-name" />}
            </FormField>
            <FormField id={`shipping-${row.id}-cost`} label="Cost (₦)" look="compact" error={messageAt(errors, `shippingMethods.${index}.cost`)}>
              {(control) => (
                <input {...control} type="number" min="0" step="0.01" inputMode="decimal" value={row.cost} disabled={disabled} onChange={(event) => edit(index, "cost", event.target.value)} data-testid="settings-shipping-cost" />
              )}
            </FormField>
            <button
              type="button"
              className={buttonClass("ghost", { small: true })}
              disabled={disabled || rows.length === 1}
              onClick={() => onChange(rows.filter((_, at) => at !== index), "shippingMethods")}
              data-testid="settings-shipping-remove"
            >
              Remove<span className="visually-hidden"> {row.name || `shipping method ${index + 1}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className={buttonClass("secondary", { small: true })}
          disabled={disabled}
          onClick={() => onChange([...rows, { id: newEntryId("ship"), name: "", cost: "0" }], "shippingMethods")}
          data-testid="settings-add-shipping"
        >
          Add shipping method
        </button>
      </div>
    </fieldset>
  );
}
