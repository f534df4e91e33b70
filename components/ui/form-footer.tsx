"use client";

import { useEffect, useRef, type ReactNode } from "react";
import type { ButtonVariant } from "./button";
import { Alert } from "./alert";
import { SubmitButton } from "./submit-button";
import { handOverTypedValues } from "./typed-before-script";
import { useScriptRunning } from "./use-script-running";
import styles from "./form-footer.module.css";

interface Props {
  /** The submit button's words, and what it says while the form is sent ("Saving..."). */
  submit: ReactNode;
  pending: string;
  busy: boolean;
  submitTestId?: string;
  variant?: ButtonVariant;
  small?: boolean;
  /** The submit fills the form's width (the sign-in forms). */
  block?: boolean;
  /** Nothing to send yet (an empty code field). */
  disabled?: boolean;
  /** The send is refused for the reason in status (stock short): the submit stays reachable, marked unavailable. */
  blocked?: boolean;
  /** What the last send did, e.g. "Alert saved". */
  status?: string | null;
  statusTestId?: string;
  /** How the status reads: done (the default), a note, or a refusal. */
  statusTone?: StatusTone;
  /** What went wrong that belongs to no field. */
  error?: ReactNode;
  errorTestId?: string;
  /** For the form's aria-describedby. */
  errorId?: string;
  /** Other buttons beside the submit (Cancel). */
  children?: ReactNode;
  /** Where the footer sits in its form's layout. */
  className?: string;
}

type StatusTone = "done" | "note" | "danger";
const TONES: Record<StatusTone, string | undefined> = { done: styles.status, note: styles.note, danger: styles.danger };

/** The end of every form: submit with its pending state, the outcome, and the focus on the first field in error. */
export function FormFooter(props: Props) {
  const { submit, pending, busy, submitTestId, variant, small, block, disabled, blocked, status, statusTestId, statusTone = "done", error, errorTestId, errorId, children, className } = props;
  const footer = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(false);
  // Before the page's script runs the form cannot send: a press would submit it natively, putting
  // its fields in the address. A form that came with the page's HTML takes what was typed meanwhile.
  const running = useScriptRunning();
  const cameWithPage = useRef(!running);
  useEffect(() => {
    const form = footer.current?.closest("form");
    if (cameWithPage.current && form) handOverTypedValues(form);
  }, []);
  // When a send ends with the server's messages on fields, the first of them takes the focus
  // (a check before the send focuses its field itself, through useFormFields).
  useEffect(() => {
    if (wasBusy.current && !busy) footer.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    wasBusy.current = busy;
  }, [busy]);
  return (
    <div ref={footer} className={className ? `${styles.footer} ${className}` : styles.footer}>
      <Alert message={error} id={errorId} testId={errorTestId} />
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={pending} testId={submitTestId} variant={variant} small={small} block={block} disabled={disabled || !running} blocked={blocked}>
          {submit}
        </SubmitButton>
        {children}
        {status === undefined ? null : (
          <p role="status" className={TONES[statusTone]} data-testid={statusTestId}>
            {status}
          </p>
        )}
      </div>
    </div>
  );
}
