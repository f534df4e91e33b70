import type { ReactNode } from "react";
import styles from "./alert.module.css";

interface Props {
  /** The message; nothing is drawn without one. */
  message: ReactNode;
  id?: string;
  testId?: string;
  /** The look where a screen frames it its own way (a dialog's line); the kit's boxed alert otherwise. */
  className?: string;
}

/** A message that belongs to no field (a refused save, a failed payment), announced as it appears. */
export function Alert({ message, id, testId, className }: Props) {
  if (!message) return null;
  return (
    <p id={id} className={className ?? styles.alert} role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
