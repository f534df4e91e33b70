/** The header proxy.ts sets on /admin requests so the guard can remember the requested path. */
export const ADMIN_PATH_HEADER = "x-scents-admin-path";

/** Clears a session whose admin rights were withdrawn and goes home. */
export const SESSION_ENDED_PATH = "/api/auth/session-ended";

/**
 * Where to go after admin login: the remembered path if it is an admin page on this site,
 * else the dashboard. Anything else (another host, //evil.example, /shop) is ignored.
 */
export function safeAdminReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith("/admin") || from.startsWith("/admin/login")) return "/admin";
  if (from.includes("//") || from.includes("\\")) return "/admin";
  return from;
}

/** Messages another page may ask the login page to show, by name, so the URL cannot inject text. */
export const ADMIN_LOGIN_NOTICES = {
  "logged-out": "You have been logged out successfully.",
  "session-expired": "Your session has expired. Please log in again.",
} as const;
export type AdminLoginNotice = keyof typeof ADMIN_LOGIN_NOTICES;

export function adminLoginNotice(reason: string | null | undefined): string | null {
  return reason && reason in ADMIN_LOGIN_NOTICES ? ADMIN_LOGIN_NOTICES[reason as AdminLoginNotice] : null;
}

export function adminLoginUrl(from?: string, reason?: AdminLoginNotice): string {
  const params = new URLSearchParams();
  if (from) params.set("from", from);
  if (reason) params.set("reason", reason);
  const query = params.toString();
  return `/admin/login${query ? `?${query}` : ""}`;
}
