import { LOGIN_ATTEMPT_LABELS, type LoginAttemptView } from "@/lib/admin/login-attempt-view";
import { formatAdminTime } from "@/lib/admin/admin-time";
import styles from "./dashboard.module.css";

/** Sign-in attempts: outcome, e-mail, client address and time. */
export function LoginAttemptList({ attempts, testId = "login-attempts" }: { attempts: LoginAttemptView[]; testId?: string }) {
  if (attempts.length === 0) return <p className={styles.empty}>No login attempts yet.</p>;
  return (
    <ul className={styles.list} data-testid={testId}>
      {attempts.map((attempt) => (
        <li key={attempt.id} data-testid="login-attempt">
          <span>
            <span className={attempt.success ? styles.ok : styles.failed}>{LOGIN_ATTEMPT_LABELS[attempt.reason] ?? attempt.reason}</span> · {attempt.email}
            {attempt.kind === "admin" ? " (admin)" : ""}
          </span>
          <span className={styles.meta}>
            from <span data-testid="login-attempt-address">{attempt.address}</span> · <time dateTime={attempt.at}>{formatAdminTime(attempt.at)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
