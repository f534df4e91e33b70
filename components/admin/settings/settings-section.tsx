import type { ReactNode } from "react";
import type { FieldErrors } from "@/lib/http/errors";
import formStyles from "../form.module.css";
import styles from "./settings.module.css";

interface Props {
  title: string;
  /** What the section's settings do for the shop, under its heading. */
  lead: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One group of the settings screen: its heading, what it does, then its fields. */
export function SettingsSection({ title, lead, testId, children }: Props) {
  return (
    <fieldset className={styles.section} data-testid={testId}>
      <legend className={formStyles.sectionTitle}>{title}</legend>
      <p className={styles.sectionLead}>{lead}</p>
      {children}
    </fieldset>
  );
}

/** What a one-value group of the settings screen is given: the value as typed, the screen's messages, and where edits go. */
export interface SettingsValueProps<Value> {
  value: Value;
  errors: FieldErrors;
  disabled: boolean;
  onChange(value: Value): void;
}
