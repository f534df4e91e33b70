import type { LoginAttemptReason } from "@/models/login-attempt";

/** A sign-in attempt as the admin screens show it. */
export interface LoginAttemptView {
  id: string;
  email: string;
  address: string;
  kind: "customer" | "admin";
  success: boolean;
  reason: LoginAttemptReason;
  at: string;
}

/** What each recorded outcome means, in the owner's words. */
export const LOGIN_ATTEMPT_LABELS: Record<LoginAttemptReason, string> = {
  "signed-in": "Signed in",
  "unknown-email": "Unknown e-mail",
  "wrong-password": "Wrong password",
  "wrong-security-key": "Wrong security key",
  "not-admin": "Not an admin account",
  suspended: "Staff account suspended",
  "staff-at-customer-sign-in": "Staff account at the customer sign-in",
  "rate-limited": "Blocked (too many attempts)",
  "wrong-current-password": "Wrong current password (password change)",
  "wrong-current-key": "Wrong current admin key (key change)",
};
