"use client";

import { passwordStrength, type PasswordStrength } from "@/lib/auth/password-strength";
import styles from "./account.module.css";

const LEVEL: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };

/** The spec's weak/medium/strong indicator, told to screen readers as it changes. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className={styles.strength} id={id} data-strength={strength} data-testid="password-strength">
      <span className={styles.strengthBar} aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <span key={step} className={step <= LEVEL[strength] ? styles[strength] : styles.empty} />
        ))}
      </span>
      <span aria-live="polite">
        Strength: <strong>{strength}</strong>
      </span>
    </div>
  );
}
