"use client";

import type { FieldErrors } from "@/lib/http/errors";
import { SettingsNumberField } from "./settings-number-field";
import { SettingsSection } from "./settings-section";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";

interface Props {
  days: string;
  atOnce: boolean;
  errors: FieldErrors;
  disabled: boolean;
  onDays(days: string): void;
  onAtOnce(atOnce: boolean): void;
}

/** When buyers are asked for a review, and whether their reviews wait for you before shoppers see them. */
export function ReviewSettingsFields({ days, atOnce, errors, disabled, onDays, onAtOnce }: Props) {
  return (
    <SettingsSection title="Reviews" lead="Buyers get a “How was it?” e-mail with a link to review what they bought, some days after their order is delivered." testId="settings-reviews">
      <div className={styles.numbers}>
        <SettingsNumberField name="reviewRequestDays" label="Days after delivery to ask" error={messageAt(errors, "reviewRequestDays")} value={days} min={1} max={90} disabled={disabled} onChange={onDays} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={atOnce} disabled={disabled} onChange={(event) => onAtOnce(event.target.checked)} data-testid="settings-publishReviewsAtOnce" />
        Publish new reviews at once (otherwise each waits for you on the Reviews screen)
      </label>
    </SettingsSection>
  );
}
