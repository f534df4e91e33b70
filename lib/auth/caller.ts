import "server-only";
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { USER_ROLES, type UserRole } from "@/models/user";
import { currentAdmin } from "./admin-standing";
import { authSecret } from "./secret";

/** Who is calling: resolved from the next-auth session cookie or an `Authorization: Bearer` token. */
export interface Caller {
  id: string;
  email: string;
  role: UserRole;
}

export async function resolveCaller(request: NextRequest): Promise<Caller | null> {
  const token = await getToken({ req: request, secret: authSecret() });
  if (!token || typeof token.sub !== "string" || typeof token.email !== "string") return null;
  const role = USER_ROLES.find((candidate) => candidate === token.role);
  if (!role) return null;
  // A stale admin session is no session: the 401 makes the browser sign out and go home (spec).
  if (role === "admin" && !(await currentAdmin(token.sub, token.sv))) return null;
  return { id: token.sub, email: token.email, role };
}
