"use client";

import { FormField } from "@/components/ui/form-field";
import type { FieldErrors } from "@/lib/http/errors";
import formStyles from "../form.module.css";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";

interface Props {
  amount: string;
  errors: FieldErrors;
  disabled: boolean;
  onChange(amount: string): void;
}

/** Above which amount a refund asks for the security key again, so a stolen session cannot send the shop's money away. */
export function RefundKeyField({ amount, errors, disabled, onChange }: Props) {
  return (
    <fieldset className={styles.section} data-testid="settings-refunds">
      <legend className={formStyles.sectionTitle}>Refunds</legend>
      <p className={styles.sectionLead}>A larger refund asks whoever makes it for the security key (or a backup code) again, unless it was given in the last ten minutes. 0: every refund asks.</p>
      <FormField id="settings-refundKeyAbove" label="Ask for the security key again for refunds above (₦)" look="compact" error={messageAt(errors, "refundKeyAbove")}>
        {(control) => (
          <input {...control} type="number" min={0} step="0.01" inputMode="decimal" value={amount} disabled={disabled} onChange={(event) => onChange(event.target.value)} data-testid="settings-refundKeyAbove" />
        )}
      </FormField>
    </fieldset>
  );
}
