import type { ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "./button";

interface Props {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  testId?: string;
  variant?: ButtonVariant;
  small?: boolean;
  block?: boolean;
  /** Nothing to send yet (an empty code field). */
  disabled?: boolean;
  /** The send is refused for a reason the form shows beside it: the button stays focusable and pressable. */
  blocked?: boolean;
}

/** A form's submit button: disabled while the form is busy, saying meanwhile what it is doing. */
export function SubmitButton({ busy, busyLabel, children, testId, variant = "primary", small, block, disabled, blocked }: Props) {
  return (
    <button type="submit" className={buttonClass(variant, { small, block })} disabled={busy || disabled} aria-disabled={blocked || undefined} data-testid={testId}>
      {busy ? busyLabel : children}
    </button>
  );
}
