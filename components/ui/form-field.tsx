import type { ReactNode } from "react";
import styles from "./form-field.module.css";

/** What a field's control must carry so its label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  className: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export type FieldLook = "page" | "compact";

interface FormFieldProps {
  /** The control's id; the error is `${id}-error` and the hint `${id}-hint`. */
  id: string;
  label: ReactNode;
  /** The field's current message, shown under the control and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Keeps the label for assistive technology only, where the placeholder shows what to type. */
  hideLabel?: boolean;
  look?: FieldLook;
  /** Extra class on the field's wrapper, for grid placement. */
  className?: string;
  /** Defaults to `${id}-error`. */
  errorTestId?: string;
  /** "alert" where a message appears without the user typing, e.g. after a dialog's confirm. */
  errorRole?: "alert";
  /** Renders the control (input, select, textarea) with the given props spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

const LOOKS = {
  page: { field: styles.field, label: styles.label, input: styles.input, error: styles.error },
  compact: { field: styles.compactField, label: styles.compactLabel, input: styles.compactInput, error: styles.compactError },
} as const;

/** One label + control + hint + error, wired for assistive technology. */
export function FormField({ id, label, error, hint, optional, hideLabel, look = "page", className, errorTestId, errorRole, children }: FormFieldProps) {
  const classes = LOOKS[look];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : classes.label}>
        {label}
        {optional ? (
          <>
            {" "}
            <span className={styles.optional}>(optional)</span>
          </>
        ) : null}
      </label>
      {children({ id, className: classes.input, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={classes.error} role={errorRole} data-testid={errorTestId ?? errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
