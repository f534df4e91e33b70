import "server-only";
import NextAuth, { type NextAuthOptions } from "next-auth";
import { NextRequest, type NextResponse } from "next/server";
import { readTextBody } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/error-response";
import { HttpError } from "@/lib/http/errors";
import { deviceCookieHeader } from "@/lib/auth/device-cookie";
import { withSignInCookie } from "@/lib/auth/sign-in-cookie";
import { cookiesSecure } from "@/lib/http/secure-cookies";

type NextAuthContext = { params: Promise<{ nextauth?: string[] }> };
type NextAuthRouteHandler = (request: NextRequest, context: NextAuthContext) => Promise<Response>;

const CALLBACK_URL_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/** next-auth's own test: a site path or an absolute http(s) address. Anything else makes it answer 500. */
function isCallbackUrl(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== "string") return false;
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? "http://localhost" : undefined).protocol);
  } catch {
    return false;
  }
}

/** next-auth reads a POST body as a flat record of strings (a form's fields), and nothing else. */
function parseBody(text: string, contentType: string): Record<string, unknown> | null {
  if (!contentType.includes("application/json")) {
    return contentType.includes("application/x-www-form-urlencoded") ? Object.fromEntries(new URLSearchParams(text)) : {};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    return Object.values(parsed).every((value) => typeof value === "string") ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const badRequest = (message: string): NextResponse => errorResponse(new HttpError(400, message));

/**
 * next-auth's handler behind the same input rules as our own routes. next-auth answers 500 to an
 * empty or broken JSON body, a non-string field, a callback URL it cannot use (query, body or
 * cookie) and a credentials callback by GET; each of those is refused here with a 400 first,
 * and an oversized body with a 413 before anything reads it. A successful sign-in's answer also
 * gives the browser its device cookie.
 */
export function nextAuthRoute(options: NextAuthOptions): NextAuthRouteHandler {
  const handler = NextAuth(options) as NextAuthRouteHandler;
  return async (request, context) => {
    const action = (await context.params).nextauth?.[0];
    if (action === "callback" && request.method !== "POST") return badRequest("Sign-in is sent with POST.");
    if (!isCallbackUrl(request.nextUrl.searchParams.get("callbackUrl") ?? undefined)) return badRequest("The callback URL is not valid.");
    const badCookie = CALLBACK_URL_COOKIES.find((name) => !isCallbackUrl(request.cookies.get(name)?.value));
    if (badCookie) {
      const response = badRequest("The callback URL is not valid.");
      // A browser drops a `__Secure-` cookie, even an expiring one, that comes without Secure.
      response.cookies.set(badCookie, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: badCookie.startsWith("__Secure-") || cookiesSecure(request) });
      return response;
    }
    if (request.method !== "POST") return handler(request, context);

    let text: string;
    try {
      text = await readTextBody(request);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      throw error;
    }
    const body = parseBody(text, request.headers.get("content-type") ?? "");
    if (!body) return badRequest("The request body must be a JSON object of text fields.");
    if (!isCallbackUrl(body.callbackUrl)) return badRequest("The callback URL is not valid.");
    const { response, deviceCookie } = await withSignInCookie(() =>
      handler(new NextRequest(request.url, { method: "POST", headers: request.headers, body: text }), context),
    );
    if (deviceCookie) response.headers.append("Set-Cookie", deviceCookieHeader(deviceCookie, cookiesSecure(request)));
    return response;
  };
}
