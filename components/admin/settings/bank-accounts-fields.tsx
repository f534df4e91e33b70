"use client";

import { FormField } from "@/components/ui/form-field";
import { buttonClass } from "@/components/ui/button";
import type { FieldErrors } from "@/lib/http/errors";
import type { BankAccount } from "@/lib/settings/schemas";
import formStyles from "../form.module.css";
import { newEntryId } from "./settings-ids";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";

interface Props {
  rows: BankAccount[];
  errors: FieldErrors;
  disabled: boolean;
  onChange: (rows: BankAccount[], touched: string) => void;
}

const FIELDS = [
  { key: "bankName", label: "Bank name", props: {} },
  { key: "accountNumber", label: "Account number", props: { inputMode: "numeric", maxLength: 13, autoComplete: "off" } },
  { key: "accountName", label: "Account name", props: {} },
] as const;

/** The merchant accounts shoppers transfer to when they pay by bank transfer. */
export function BankAccountsFields({ rows, errors, disabled, onChange }: Props) {
  const edit = (index: number, field: (typeof FIELDS)[number]["key"], value: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
      `bankAccounts.${index}.${field}`,
    );
  const listError = messageAt(errors, "bankAccounts");
  return (
    <fieldset className={styles.section} data-testid="settings-bank-accounts">
      <legend className={formStyles.sectionTitle}>Bank accounts</legend>
      <p className={styles.sectionLead}>Shoppers paying by bank transfer choose one of these. Account numbers are 10-digit NUBANs.</p>
      {listError ? (
        <p className={formStyles.error} role="alert">
          {listError}
        </p>
      ) : null}
      <ul className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.id} className={`${styles.row} ${styles.accountRow}`} data-testid="settings-bank-row">
            {FIELDS.map((field) => (
              <FormField key={field.key} id={`bank-${row.id}-${field.key}`} label={field.label} look="compact" error={messageAt(errors, `bankAccounts.${index}.${field.key}`)}>
                {(control) => (
                  <input {...control} {...field.props} value={row[field.key]} disabled={disabled} onChange={(event) => edit(index, field.key, event.target.value)} data-testid={`settings-bank-${field.key}`} />
                )}
              </FormField>
            ))}
            <button type="button" className={buttonClass("ghost", { small: true })} disabled={disabled} onClick={() => onChange(rows.filter((_, at) => at !== index), "bankAccounts")} data-testid="settings-bank-remove">
              Remove<span className="visually-hidden"> {row.bankName || `account ${index + 1}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className={buttonClass("secondary", { small: true })}
          disabled={disabled}
          onClick={() => onChange([...rows, { id: newEntryId("bank"), bankName: "", accountNumber: "", accountName: "" }], "bankAccounts")}
          data-testid="settings-add-bank"
        >
          Add bank account
        </button>
      </div>
    </fieldset>
  );
}
