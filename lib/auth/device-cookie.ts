import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { clientAddress } from "@/lib/http/client-address";
import type { LoginClient } from "./login-limits";
import { authSecret } from "./secret";

/**
 * OWASP's device cookie against online guessing: a browser that signs in to an account gets a
 * cookie proving it did. Failed attempts from that browser count against its own allowance, not
 * the account's, so strangers' failures cannot lock the owner out of a browser they have used.
 * The cookie holds a random device id and a signature over the id and the account's e-mail; the
 * e-mail itself is not in it.
 */
export const DEVICE_COOKIE = "scents_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const FORMAT = /^([a-f0-9]{32})\.([A-Za-z0-9_-]{43})$/;

function sign(deviceId: string, email: string): string {
  return createHmac("sha256", `device-cookie:${authSecret()}`).update(`${deviceId}\n${email.trim().toLowerCase()}`).digest("base64url");
}

/** The device id when the cookie was issued by this shop to a browser that signed in as `email`. */
export function knownDevice(cookie: string | undefined | null, email: string): string | null {
  const match = FORMAT.exec(cookie ?? "");
  if (!match) return null;
  const [, deviceId = "", signature = ""] = match;
  const expected = Buffer.from(sign(deviceId, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}

/** A fresh device cookie value for a browser that has just signed in as `email`. */
export function newDeviceCookie(email: string): string {
  const deviceId = randomBytes(16).toString("hex");
  return `${deviceId}.${sign(deviceId, email)}`;
}

/** The Set-Cookie header that gives a browser its device cookie. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Reads the device cookie from a Cookie header, as next-auth hands headers to sign-in. */
export function deviceCookieFrom(cookieHeader: string | undefined | null): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return value.join("=");
  }
  return undefined;
}

/** Who is sending this request, as the login limit sees them for the account with this e-mail. */
export function loginClientOf(request: NextRequest, email: string): LoginClient {
  return { address: clientAddress(request.headers), device: knownDevice(request.cookies.get(DEVICE_COOKIE)?.value, email) };
}
