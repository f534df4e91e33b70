import type { NextRequest, NextResponse } from "next/server";
import { cookiesSecure } from "@/lib/http/secure-cookies";
import { DRAFT_LIFETIME_MS } from "./draft";

/** The checkout draft's id: httpOnly, so no script on the page reads the shopper's checkout. */
export const DRAFT_COOKIE = "scents_checkout";

export function draftIdOf(request: Pick<NextRequest, "cookies">): string | undefined {
  return request.cookies.get(DRAFT_COOKIE)?.value || undefined;
}

/** Secure when the shop's public address is https, as every cookie of the shop is (lib/http/secure-cookies.ts). */
export function keepDraftCookie(request: Pick<NextRequest, "nextUrl">, response: NextResponse, draftId: string): NextResponse {
  response.cookies.set(DRAFT_COOKIE, draftId, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookiesSecure(request),
    path: "/",
    maxAge: DRAFT_LIFETIME_MS / 1000,
  });
  return response;
}

/** Cleared with the attributes it was set with, Secure included, so no cookie of the shop goes out without it. */
export function dropDraftCookie(request: Pick<NextRequest, "nextUrl">, response: NextResponse): NextResponse {
  response.cookies.set(DRAFT_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: cookiesSecure(request), path: "/", maxAge: 0 });
  return response;
}
