import "server-only";
import { getServerSession, type Session } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { isStillAdmin } from "@/lib/auth/admin-standing";
import { authOptions } from "@/lib/auth/auth-options";
import { ADMIN_PATH_HEADER, adminLoginUrl, SESSION_ENDED_PATH } from "./return-path";

/**
 * The server-side guard of every admin page: a visitor who is not an admin goes to /admin/login
 * with the requested path remembered. Admin APIs check the role themselves through route().
 */
export async function requireAdminPage(): Promise<Session["user"]> {
  const session = await getServerSession(authOptions);
  if (session?.user.role === "admin") {
    if (await isStillAdmin(session.user.id)) return session.user;
    // Spec: still not an admin at the final check means logged out and sent home.
    redirect(SESSION_ENDED_PATH);
  }
  const requested = (await headers()).get(ADMIN_PATH_HEADER) ?? "/admin";
  redirect(adminLoginUrl(requested));
}
