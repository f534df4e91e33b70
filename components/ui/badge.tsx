import type { ReactNode } from "react";
import styles from "./badge.module.css";

/** A word beside a record's name saying what kind it is ("Guest") or what state it is in ("Hidden"); `warning` for a state the owner should notice. */
export function Badge({ children, tone = "plain", testId }: { children: ReactNode; tone?: "plain" | "warning"; testId?: string }) {
  return (
    <span className={tone === "warning" ? `${styles.badge} ${styles.warning}` : styles.badge} data-testid={testId}>
      {children}
    </span>
  );
}
