"use client";

import type { FieldErrors } from "@/lib/http/errors";
import { MAX_FIRST_REMINDER_MINUTES, MAX_SECOND_REMINDER_HOURS } from "@/lib/settings/abandoned-checkout-settings";
import { SettingsNumberField } from "./settings-number-field";
import { SettingsSection } from "./settings-section";
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
    <SettingsSection
      title="Abandoned checkouts"
      lead="A shopper who gave their e-mail at checkout and did not order gets a reminder with a link back to their bag, at today's prices. Nobody who ordered meanwhile or opted out is reminded."
      testId="settings-abandoned-checkouts"
    >
      <label className={styles.check}>
        <input type="checkbox" checked={values.enabled} disabled={disabled} onChange={(event) => set("enabled", event.target.checked)} data-testid="settings-abandoned-enabled" />
        Send abandoned-checkout reminders
      </label>
      <div className={styles.numbers}>
        <SettingsNumberField name="abandoned-first" label="Minutes after the shopper stops" error={messageAt(errors, "abandonedCheckouts.firstAfterMinutes")} value={values.firstAfterMinutes} min={15} max={MAX_FIRST_REMINDER_MINUTES} disabled={disabled || !values.enabled} onChange={(minutes) => set("firstAfterMinutes", minutes)} />
        <SettingsNumberField name="abandoned-second" label="Hours after the first, for the second" error={messageAt(errors, "abandonedCheckouts.secondAfterHours")} value={values.secondAfterHours} min={1} max={MAX_SECOND_REMINDER_HOURS} disabled={disabled || !values.enabled || !values.secondReminder} onChange={(hours) => set("secondAfterHours", hours)} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={values.secondReminder} disabled={disabled || !values.enabled} onChange={(event) => set("secondReminder", event.target.checked)} data-testid="settings-abandoned-second-on" />
        Send a second, last reminder
      </label>
    </SettingsSection>
  );
}
