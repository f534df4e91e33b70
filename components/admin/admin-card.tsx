import type { ReactNode } from "react";
import formStyles from "./form.module.css";

/** One titled card of an admin screen; the heading names the section for screen readers. */
export function AdminCard({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={formStyles.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={formStyles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
