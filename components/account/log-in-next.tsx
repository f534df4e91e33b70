"use client";

import { useAuthModal } from "@/components/auth/auth-modal-context";
import { buttonClass } from "@/components/ui/button";
import styles from "./account.module.css";

/** A link's work done (a new password, an account taken over): what happened, and the login to the account. */
export function LogInNext({ message, testId }: { message: string; testId: string }) {
  const { openAuthModal } = useAuthModal();
  return (
    <section className={styles.panel} data-testid={testId}>
      <p className={styles.success} role="status">
        {message}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass("primary")} onClick={() => openAuthModal({ origin: "/account" })} data-testid={`${testId}-log-in`}>
          Log in
        </button>
      </div>
    </section>
  );
}
