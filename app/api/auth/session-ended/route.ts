import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { isStillAdmin } from "@/lib/auth/admin-standing";
import { authSecret } from "@/lib/auth/secret";

export const dynamic = "force-dynamic";

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * Where the admin guard sends a session whose admin rights were withdrawn: the session cookie is
 * cleared and the visitor goes home. Any other session is left alone, so a link here cannot be
 * used to sign people out.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const response = NextResponse.redirect(new URL("/", request.url));
  response.headers.set("Cache-Control", "no-store");
  const token = await getToken({ req: request, secret: authSecret() });
  const stale = token?.role === "admin" && typeof token.sub === "string" && !(await isStillAdmin(token.sub));
  if (stale) for (const name of SESSION_COOKIES) if (request.cookies.has(name)) response.cookies.delete(name);
  return response;
}
