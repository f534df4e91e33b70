import "server-only";

// A fixed secret keeps development sessions valid across restarts; production must set its own
// (lib/config/production-checks.ts refuses to start without it).
const DEVELOPMENT_SECRET = "scents-development-secret-do-not-use-in-production";

/** Shorter secrets can be guessed offline from one signed session cookie. */
export const MIN_AUTH_SECRET_LENGTH = 32;

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error("NEXTAUTH_SECRET must be set in production (a long random string, e.g. `openssl rand -base64 32`).");
  }
  return DEVELOPMENT_SECRET;
}
