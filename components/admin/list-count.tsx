import type { ReactNode } from "react";
import styles from "./list-count.module.css";

interface Props {
  total: number;
  /** The listed thing, one and many: "order", "orders". */
  one: string;
  many: string;
  testId?: string;
  /** What follows the count on its line (what waits, an export link). */
  children?: ReactNode;
}

/** How many an admin list holds across its pages, announced as filters change it. */
export function ListCount({ total, one, many, testId, children }: Props) {
  return (
    <p className={styles.count} aria-live="polite" data-testid={testId}>
      {total} {total === 1 ? one : many}
      {children}
    </p>
  );
}
