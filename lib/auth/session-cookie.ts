import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { SignedInUser } from "./credentials";
import { issueBearerToken, SESSION_MAX_AGE_SECONDS } from "./session-token";

/** next-auth's session cookie: the __Secure- name when the site runs on https. */
const PLAIN_NAME = "next-auth.session-token";
const SECURE_NAME = "__Secure-next-auth.session-token";
export const SESSION_COOKIE_NAMES = [PLAIN_NAME, SECURE_NAME] as const;

export function hasSessionCookie(request: NextRequest): boolean {
  return SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
}

export function clearSessionCookies(request: NextRequest, response: NextResponse): void {
  for (const name of SESSION_COOKIE_NAMES) if (request.cookies.has(name)) response.cookies.delete(name);
}

/**
 * Answers a change that ended the account's other sessions, keeping the caller's own alive: a
 * browser gets its session cookie re-issued under the new version; an API client, which sent a
 * bearer token, gets the new token in the answer as `token`.
 */
export async function answerWithRenewedSession(request: NextRequest, user: SignedInUser, body: Record<string, unknown>): Promise<NextResponse> {
  const token = await issueBearerToken(user);
  const name = SESSION_COOKIE_NAMES.find((candidate) => request.cookies.has(candidate));
  if (!name) return NextResponse.json({ ...body, token });
  const response = NextResponse.json(body);
  response.cookies.set(name, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: name === SECURE_NAME,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return response;
}
