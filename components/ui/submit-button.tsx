import type { ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "./button";

interface Props {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  testId?: string;
  variant?: ButtonVariant;
  small?: boolean;
}

/** A form's submit button: disabled while the form is busy, saying meanwhile what it is doing. */
export function SubmitButton({ busy, busyLabel, children, testId, variant = "primary", small }: Props) {
  return (
    <button type="submit" className={buttonClass(variant, { small })} disabled={busy} data-testid={testId}>
      {busy ? busyLabel : children}
    </button>
  );
}
