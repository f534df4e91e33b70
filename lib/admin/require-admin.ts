import "server-only";
import { getToken } from "next-auth/jwt";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { NextRequest } from "next/server";
import { currentAdmin, type CurrentAdmin } from "@/lib/auth/admin-standing";
import { authSecret } from "@/lib/auth/secret";
import { roleMay, type Permission } from "@/lib/vocabulary/staff-roles";
import { ADMIN_PATH_HEADER, adminLoginUrl, SESSION_ENDED_PATH } from "./return-path";

/**
 * The request's admin, read once however many ask: the layout asks with no permission and the page
 * with its own, and a cache keyed by the permission decrypted the session and read the account twice.
 */
const requestAdmin = cache(async (): Promise<CurrentAdmin> => {
  const requestHeaders = await headers();
  // The raw token, not getServerSession(): an ended session must be told apart from none.
  const token = await getToken({ req: new NextRequest("http://admin.internal/", { headers: requestHeaders }), secret: authSecret() });
  if (token?.role === "admin") {
    const admin = await currentAdmin(token.sub, token.sv);
    if (admin) return admin;
    // Spec: still not an admin at the final check means logged out and sent home.
    redirect(SESSION_ENDED_PATH);
  }
  redirect(adminLoginUrl(requestHeaders.get(ADMIN_PATH_HEADER) ?? "/admin"));
});

/**
 * The server-side guard of every admin page: a visitor who is not an admin goes to /admin/login
 * with the requested path remembered; an admin session that has ended is cleared and sent home;
 * a staff member whose role lacks the page's permission goes to the dashboard, which every role
 * has. Admin APIs check the permission themselves through route().
 */
export async function requireAdminPage(permission: Permission | null): Promise<CurrentAdmin> {
  const admin = await requestAdmin();
  if (permission && !roleMay(admin.staffRole, permission)) redirect("/admin");
  return admin;
}

/**
 * An admin page's guard and its reads at once, so the reads do not wait for the session check:
 * the proxy lets through only a request with a signed admin session, and when this guard ends that
 * session (the account is gone, or its password changed) it redirects before anything read is shown.
 */
export async function whileAdminPageGuarded<T>(permission: Permission | null, read: Promise<T>): Promise<{ admin: CurrentAdmin; data: T }> {
  const [admin, data] = await Promise.all([requireAdminPage(permission), read]);
  return { admin, data };
}
