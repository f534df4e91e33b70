import "server-only";
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import type { StaffRole } from "@/lib/vocabulary/staff-roles";
import { USER_ROLES, type UserRole } from "@/models/user";
import { currentAdmin, customerSessionStands } from "./admin-standing";
import { authSecret } from "./secret";

/** Who is calling: resolved from the next-auth session cookie or an `Authorization: Bearer` token. */
export interface Caller {
  id: string;
  email: string;
  role: UserRole;
  /** An admin's role behind the counter, read fresh on every request; null for customers. */
  staffRole: StaffRole | null;
  /** The session's own id (its token's), so a key given again covers this session only. */
  sessionId: string;
}

// next-auth's session cookie, with or without the __Secure- prefix, whole or in chunks.
const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

/** Whether a request carries anything to verify, so anonymous calls never need the secret. */
function carriesCredentials(request: NextRequest): boolean {
  if (/^Bearer\s/i.test(request.headers.get("authorization") ?? "")) return true;
  return request.cookies.getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
}

export async function resolveCaller(request: NextRequest): Promise<Caller | null> {
  if (!carriesCredentials(request)) return null;
  const token = await getToken({ req: request, secret: authSecret() });
  if (!token || typeof token.sub !== "string" || typeof token.email !== "string") return null;
  const role = USER_ROLES.find((candidate) => candidate === token.role);
  if (!role) return null;
  // A token from before session ids is told apart by its own id, the same while it is unchanged.
  const sessionId = token.sid ?? (typeof token.jti === "string" ? token.jti : `iat-${String(token.iat)}`);
  if (role === "admin") {
    // A stale admin session is no session: signed out, the browser signs out and go home (spec).
    const admin = await currentAdmin(token.sub, token.sv);
    return admin ? { id: token.sub, email: token.email, role, staffRole: admin.staffRole, sessionId } : null;
  }
  // A customer session ends when the password is changed elsewhere.
  if (!(await customerSessionStands(token.sub, token.sv))) return null;
  return { id: token.sub, email: token.email, role, staffRole: null, sessionId };
}
