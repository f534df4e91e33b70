import "server-only";
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { USER_ROLES, type UserRole } from "@/models/user";
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
  return { id: token.sub, email: token.email, role };
}
