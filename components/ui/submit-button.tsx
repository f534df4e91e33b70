import type { ReactNode } from "react";
import { buttonClass } from "./button";

/** A form's submit button: disabled while the form is busy, saying meanwhile what it is doing. */
export function SubmitButton({ busy, busyLabel, children, testId }: { busy: boolean; busyLabel: string; children: ReactNode; testId?: string }) {
  return (
    <button type="submit" className={buttonClass("primary")} disabled={busy} data-testid={testId}>
      {busy ? busyLabel : children}
    </button>
  );
}
