"use client";

import { FormField } from "@/components/ui/form-field";
import type { FieldErrors } from "@/lib/http/errors";
import formStyles from "../form.module.css";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";

interface Props {
  number: string;
  errors: FieldErrors;
  disabled: boolean;
  onChange(number: string): void;
}

/** The number shoppers' "Ask on WhatsApp" and "Questions about this order" links open a chat with. */
export function WhatsappNumberField({ number, errors, disabled, onChange }: Props) {
  return (
    <fieldset className={styles.section} data-testid="settings-whatsapp">
      <legend className={formStyles.sectionTitle}>WhatsApp</legend>
      <p className={styles.sectionLead}>Product pages, order confirmations and tracking link to a chat with this number. Leave it empty to offer no WhatsApp links.</p>
      <FormField id="settings-whatsappNumber" label="WhatsApp number, with the country code" look="compact" error={messageAt(errors, "whatsappNumber")}>
        {(control) => <input {...control} type="tel" inputMode="tel" placeholder="2348012345678" value={number} disabled={disabled} onChange={(event) => onChange(event.target.value)} data-testid="settings-whatsappNumber" />}
      </FormField>
    </fieldset>
  );
}
