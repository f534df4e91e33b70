"use client";

import { FormField } from "@/components/ui/form-field";
import type { BankAccount } from "@/lib/settings/schemas";
import { newEntryId } from "./settings-ids";
import { RemoveRowButton, SettingsListSection, withRowChanged, type SettingsListProps } from "./settings-list-section";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";

type Props = SettingsListProps<BankAccount>;

const FIELDS = [
  { key: "bankName", label: "Bank name", props: {} },
  { key: "accountNumber", label: "Account number", props: { inputMode: "numeric", maxLength: 13, autoComplete: "off" } },
  { key: "accountName", label: "Account name", props: {} },
] as const;

/** The merchant accounts shoppers transfer to when they pay by bank transfer. */
export function BankAccountsFields({ rows, errors, disabled, onChange }: Props) {
  const edit = (index: number, field: (typeof FIELDS)[number]["key"], value: string) =>
    onChange(withRowChanged(rows, index, { [field]: value }), `bankAccounts.${index}.${field}`);
  return (
    <SettingsListSection
      title="Bank accounts"
      lead="Shoppers paying by bank transfer choose one of these. Account numbers are 10-digit NUBANs."
      listError={messageAt(errors, "bankAccounts")}
      testId="settings-bank-accounts"
      add={{
        label: "Add bank account",
        disabled,
        onAdd: () => onChange([...rows, { id: newEntryId("bank"), bankName: "", accountNumber: "", accountName: "" }], "bankAccounts"),
        testId: "settings-add-bank",
      }}
    >
        {rows.map((row, index) => (
          <li key={row.id} className={`${styles.row} ${styles.accountRow}`} data-testid="settings-bank-row">
            {FIELDS.map((field) => (
              <FormField key={field.key} id={`bank-${row.id}-${field.key}`} label={field.label} look="compact" error={messageAt(errors, `bankAccounts.${index}.${field.key}`)}>
                {(control) => (
                  <input {...control} {...field.props} value={row[field.key]} disabled={disabled} onChange={(event) => edit(index, field.key, event.target.value)} data-testid={`settings-bank-${field.key}`} />
                )}
              </FormField>
            ))}
            <RemoveRowButton name={row.bankName || `account ${index + 1}`} disabled={disabled} onRemove={() => onChange(rows.filter((_, at) => at !== index), "bankAccounts")} testId="settings-bank-remove" />
          </li>
        ))}
    </SettingsListSection>
  );
}
