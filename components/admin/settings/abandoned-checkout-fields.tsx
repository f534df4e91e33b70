"use client";

import { FormField } from "@/components/ui/form-field";
import type { FieldErrors } from "@/lib/http/errors";
import { MAX_FIRST_REMINDER_MINUTES, MAX_SECOND_REMINDER_HOURS } from "@/lib/settings/abandoned-checkout-settings";
import formStyles from "../form.module.css";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";

/** The abandoned-checkout reminders as the screen edits them: numbers stay the text typed. */
export interface AbandonedCheckoutValues {
  enabled: boolean;
  firstAfterMinutes: string;
  secondReminder: boolean;
  secondAfterHours: string;
}

interface Props {
  values: AbandonedCheckoutValues;
  errors: FieldErrors;
  disabled: boolean;
  onChange(values: AbandonedCheckoutValues, touched: string): void;
}

/** Whether shoppers who leave a checkout with their e-mail are reminded, when, and whether twice. */
export function AbandonedCheckoutFields({ values, errors, disabled, onChange }: Props) {
  const set = <K extends keyof AbandonedCheckoutValues>(key: K, value: AbandonedCheckoutValues[K]) => onChange({ ...values, [key]: value }, `abandonedCheckouts.${key}`);
  return (
    <fieldset className={styles.section} data-testid="settings-abandoned-checkouts">
      <legend className={formStyles.sectionTitle}>Abandoned checkouts</legend>
      <p className={styles.sectionLead}>
        A shopper who gave their e-mail at checkout and did not order gets a reminder with a link back to their bag, at today&apos;s prices. Nobody who ordered meanwhile or opted out is reminded.
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={values.enabled} disabled={disabled} onChange={(event) => set("enabled", event.target.checked)} data-testid="settings-abandoned-enabled" />
        Send abandoned-checkout reminders
      </label>
      <div className={styles.numbers}>
        <FormField id="settings-abandoned-first" label="Minutes after the shopper stops" look="compact" error={messageAt(errors, "abandonedCheckouts.firstAfterMinutes")}>
          {(control) => (
            <input
              {...control}
              type="number"
              min="15"
              max={MAX_FIRST_REMINDER_MINUTES}
              step="1"
              inputMode="numeric"
              value={values.firstAfterMinutes}
              disabled={disabled || !values.enabled}
              onChange={(event) => set("firstAfterMinutes", event.target.value)}
              data-testid="settings-abandoned-first"
            />
          )}
        </FormField>
        <FormField id="settings-abandoned-second" label="Hours after the first, for the second" look="compact" error={messageAt(errors, "abandonedCheckouts.secondAfterHours")}>
          {(control) => (
            <input
              {...control}
              type="number"
              min="1"
              max={MAX_SECOND_REMINDER_HOURS}
              step="1"
              inputMode="numeric"
              value={values.secondAfterHours}
              disabled={disabled || !values.enabled || !values.secondReminder}
              onChange={(event) => set("secondAfterHours", event.target.value)}
              data-testid="settings-abandoned-second"
            />
          )}
        </FormField>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={values.secondReminder} disabled={disabled || !values.enabled} onChange={(event) => set("secondReminder", event.target.checked)} data-testid="settings-abandoned-second-on" />
        Send a second, last reminder
      </label>
    </fieldset>
  );
}
