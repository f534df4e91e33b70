import type { ReactNode } from "react";
import styles from "./account.module.css";

/** One titled panel of the account page; the heading names the section for screen readers. */
export function AccountPanel({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.panel} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
