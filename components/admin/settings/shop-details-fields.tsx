"use client";

import { FormField } from "@/components/ui/form-field";
import type { FieldErrors } from "@/lib/http/errors";
import type { ShopDetails } from "@/lib/settings/schemas";
import formStyles from "../form.module.css";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";

const FIELDS: { key: keyof ShopDetails; label: string; type: "text" | "email" | "tel"; autoComplete: string }[] = [
  { key: "name", label: "Business name", type: "text", autoComplete: "organization" },
  { key: "address", label: "Address", type: "text", autoComplete: "street-address" },
  { key: "email", label: "E-mail", type: "email", autoComplete: "email" },
  { key: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { key: "taxId", label: "Tax ID (TIN)", type: "text", autoComplete: "off" },
];

interface Props {
  details: ShopDetails;
  /** What a blank field shows instead: the shop's contact details. */
  fallback: ShopDetails;
  errors: FieldErrors;
  disabled: boolean;
  onChange(details: ShopDetails, touched: string): void;
}

/** How invoices and packing slips name the shop. */
export function ShopDetailsFields({ details, fallback, errors, disabled, onChange }: Props) {
  return (
    <fieldset className={styles.section} data-testid="settings-shop-details">
      <legend className={formStyles.sectionTitle}>Invoices and packing slips</legend>
      <p className={styles.sectionLead}>The shop&apos;s details printed at the top of each. A blank field prints the shop&apos;s contact details, shown greyed.</p>
      <div className={styles.numbers}>
        {FIELDS.map((field) => (
          <FormField key={field.key} id={`settings-shop-${field.key}`} label={field.label} look="compact" error={messageAt(errors, `shopDetails.${field.key}`)}>
            {(control) => (
              <input
                {...control}
                type={field.type}
                autoComplete={field.autoComplete}
                value={details[field.key]}
                placeholder={fallback[field.key]}
                disabled={disabled}
                onChange={(event) => onChange({ ...details, [field.key]: event.target.value }, `shopDetails.${field.key}`)}
                data-testid={`settings-shop-${field.key}`}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
