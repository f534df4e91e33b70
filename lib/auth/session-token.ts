import "server-only";
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import type { SignedInUser } from "./credentials";
import { authSecret } from "./secret";

/** How long a session (cookie or bearer token) lasts. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** The claims every session carries: the same for the next-auth cookie and /api/login's bearer token. */
export function sessionClaims(user: SignedInUser) {
  return { sub: user.id, name: user.name, email: user.email, role: user.role, sv: user.sessionVersion ?? 0, sid: randomUUID() };
}

/** A next-auth JWT for API clients, accepted by every route as `Authorization: Bearer <token>`. */
export function issueBearerToken(user: SignedInUser, maxAge = SESSION_MAX_AGE_SECONDS): Promise<string> {
  return encode({ token: sessionClaims(user), secret: authSecret(), maxAge });
}
