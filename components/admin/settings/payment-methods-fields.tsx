"use client";

import { FormField } from "@/components/ui/form-field";
import type { PaymentMethodSetting } from "@/lib/settings/schemas";
import formStyles from "../form.module.css";
import { SettingsListSection, withRowChanged, type SettingsListProps } from "./settings-list-section";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";

interface Props extends SettingsListProps<PaymentMethodSetting> {
  /** Why this server cannot take card payments, or null when it can. */
  cardUnavailable: string | null;
}

const HOW_IT_WORKS: Record<PaymentMethodSetting["id"], string> = {
  card: "Paystack's secure window (the test card sheet in test mode).",
  bank: "The shopper transfers to one of the accounts below; you confirm the order when the money arrives.",
};

/**
 * The two ways this shop can take money, each with the name shoppers see and a switch. Only the
 * methods the shop really has are listed: a switch for a gateway it cannot use would mislead.
 */
export function PaymentMethodsFields({ rows, errors, disabled, cardUnavailable, onChange }: Props) {
  const edit = (index: number, change: Partial<PaymentMethodSetting>, field: string) =>
    onChange(withRowChanged(rows, index, change), `paymentMethods.${index}.${field}`);
  return (
    <SettingsListSection title="Payment methods" lead="The payment page offers only the methods switched on here." listError={messageAt(errors, "paymentMethods")} testId="settings-payment">
        {rows.map((row, index) => {
          // Card stays off while the server has no way to take card payments; it can always be switched off.
          const locked = row.id === "card" && cardUnavailable !== null && !row.enabled;
          const enabledError = messageAt(errors, `paymentMethods.${index}.enabled`);
          return (
            <li key={row.id} className={`${styles.row} ${styles.paymentRow}`} data-testid={`settings-payment-${row.id}`}>
              <FormField id={`payment-${row.id}-name`} label="Name shown to shoppers" look="compact" hint={HOW_IT_WORKS[row.id]} error={messageAt(errors, `paymentMethods.${index}.name`)}>
                {(control) => <input {...control} value={row.name} disabled={disabled} onChange={(event) => edit(index, { name: event.target.value }, "name")} data-testid="settings-payment-name" />}
              </FormField>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={row.enabled}
                  disabled={disabled || locked}
                  onChange={(event) => edit(index, { enabled: event.target.checked }, "enabled")}
                  aria-describedby={locked || enabledError ? `payment-${row.id}-note` : undefined}
                  data-testid="settings-payment-enabled"
                />
                Enabled
              </label>
              {locked || enabledError ? (
                <p id={`payment-${row.id}-note`} className={enabledError ? formStyles.error : styles.rowNote} data-testid="settings-card-unavailable">
                  {enabledError ?? cardUnavailable}
                </p>
              ) : null}
            </li>
          );
        })}
    </SettingsListSection>
  );
}
