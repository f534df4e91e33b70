"use client";

import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import type { FieldErrors } from "@/lib/http/errors";
import formStyles from "../form.module.css";
import styles from "./settings.module.css";
import { Alert } from "@/components/ui/alert";
import { SettingsSection } from "./settings-section";

interface Props {
  title: string;
  lead: string;
  /** A message about the whole list ("at least one…"), shown above its rows. */
  listError: string | undefined;
  testId: string;
  /** The list's rows, each an <li>. */
  children: ReactNode;
  /** The "Add …" button, for lists the owner can grow. */
  add?: { label: string; disabled: boolean; onAdd: () => void; testId: string };
}

/** One editable list of the settings screen: its heading, what it does, its rows and their add button. */
export function SettingsListSection({ title, lead, listError, testId, children, add }: Props) {
  return (
    <SettingsSection title={title} lead={lead} testId={testId}>
      <Alert message={listError} className={formStyles.error} />
      <ul className={styles.rows}>{children}</ul>
      {add ? (
        <div>
          <button type="button" className={buttonClass("secondary", { small: true })} disabled={add.disabled} onClick={add.onAdd} data-testid={add.testId}>
            {add.label}
          </button>
        </div>
      ) : null}
    </SettingsSection>
  );
}

/** A row's Remove button, naming the row for screen readers. */
export function RemoveRowButton({ name, disabled, onRemove, testId }: { name: string; disabled: boolean; onRemove: () => void; testId: string }) {
  return (
    <button type="button" className={buttonClass("ghost", { small: true })} disabled={disabled} onClick={onRemove} data-testid={testId}>
      Remove<span className="visually-hidden"> {name}</span>
    </button>
  );
}

/** What each list of the settings screen is given: its rows, their messages, and where edits go. */
export interface SettingsListProps<Row> {
  rows: Row[];
  errors: FieldErrors;
  disabled: boolean;
  /** The new rows, and the path of what was edited (its message clears). */
  onChange: (rows: Row[], touched: string) => void;
}

/** `rows` with the row at `index` changed. */
export function withRowChanged<Row>(rows: readonly Row[], index: number, change: Partial<Row>): Row[] {
  return rows.map((row, at) => (at === index ? { ...row, ...change } : row));
}
