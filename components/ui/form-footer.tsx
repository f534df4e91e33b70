"use client";

import { useEffect, useRef, type ReactNode } from "react";
import type { ButtonVariant } from "./button";
import { Alert } from "./alert";
import { SubmitButton } from "./submit-button";
import styles from "./form-footer.module.css";

interface Props {
  /** The submit button's words, and what it says while the form is sent ("Saving..."). */
  submit: ReactNode;
  pending: string;
  busy: boolean;
  submitTestId?: string;
  variant?: ButtonVariant;
  small?: boolean;
  /** What the last send did, e.g. "Alert saved". */
  status?: string | null;
  statusTestId?: string;
  /** What went wrong that belongs to no field. */
  error?: string | null;
  errorTestId?: string;
  /** For the form's aria-describedby. */
  errorId?: string;
  /** Other buttons beside the submit (Cancel). */
  children?: ReactNode;
}

/** The end of every form: submit with its pending state, the outcome, and the focus on the first field in error. */
export function FormFooter({ submit, pending, busy, submitTestId, variant, small, status, statusTestId, error, errorTestId, errorId, children }: Props) {
  const footer = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(false);
  // When a send ends with the server's messages on fields, the first of them takes the focus
  // (a check before the send focuses its field itself, through useFormFields).
  useEffect(() => {
    if (wasBusy.current && !busy) footer.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    wasBusy.current = busy;
  }, [busy]);
  return (
    <div ref={footer} className={styles.footer}>
      <Alert message={error} id={errorId} testId={errorTestId} />
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={pending} testId={submitTestId} variant={variant} small={small}>
          {submit}
        </SubmitButton>
        {children}
        <p role="status" className={styles.status} data-testid={statusTestId}>
          {status}
        </p>
      </div>
    </div>
  );
}
