import styles from "./account.module.css";

export type Status = { tone: "success" | "danger"; message: string } | null;

/** An account panel's outcome line, announced as it changes. */
export function StatusLine({ status, testId }: { status: Status; testId: string }) {
  return (
    <p className={status?.tone === "danger" ? styles.danger : styles.success} role="status" data-testid={testId}>
      {status?.message}
    </p>
  );
}
