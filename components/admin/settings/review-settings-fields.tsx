"use client";

import { FormField } from "@/components/ui/form-field";
import type { FieldErrors } from "@/lib/http/errors";
import formStyles from "../form.module.css";
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
    <fieldset className={styles.section} data-testid="settings-reviews">
      <legend className={formStyles.sectionTitle}>Reviews</legend>
      <p className={styles.sectionLead}>Buyers get a “How was it?” e-mail with a link to review what they bought, some days after their order is delivered.</p>
      <div className={styles.numbers}>
        <FormField id="settings-reviewRequestDays" label="Days after delivery to ask" look="compact" error={messageAt(errors, "reviewRequestDays")}>
          {(control) => (
            <input
              {...control}
              type="number"
              min="1"
              max="90"
              step="1"
              inputMode="numeric"
              value={days}
              disabled={disabled}
              onChange={(event) => onDays(event.target.value)}
              data-testid="settings-reviewRequestDays"
            />
          )}
        </FormField>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={atOnce} disabled={disabled} onChange={(event) => onAtOnce(event.target.checked)} data-testid="settings-publishReviewsAtOnce" />
        Publish new reviews at once (otherwise each waits for you on the Reviews screen)
      </label>
    </fieldset>
  );
}
