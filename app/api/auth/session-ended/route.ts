import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { currentAdmin } from "@/lib/auth/admin-standing";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { authSecret } from "@/lib/auth/secret";

export const dynamic = "force-dynamic";

/**
 * Where the admin guard sends a session that has ended (admin rights withdrawn, or the password
 * or key changed from another session): the session cookie is cleared and the visitor goes
 * home. Any other session is left alone, so a link here cannot be used to sign people out.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const response = NextResponse.redirect(new URL("/", request.url));
  response.headers.set("Cache-Control", "no-store");
  const token = await getToken({ req: request, secret: authSecret() });
  const stale = token?.role === "admin" && !(await currentAdmin(token.sub, token.sv));
  if (stale) for (const name of SESSION_COOKIE_NAMES) if (request.cookies.has(name)) response.cookies.delete(name);
  return response;
}
