import type { NextRequest } from "next/server";

/**
 * Whether the shop's cookies carry `Secure`: by its configured public address (NEXTAUTH_URL), as
 * next-auth's own cookies are, not by the request's protocol, which a proxy in front that ends TLS
 * reports as http. Without a configured address (development), by the request.
 */
export function cookiesSecure(request: Pick<NextRequest, "nextUrl">, env: Record<string, string | undefined> = process.env): boolean {
  const configured = env.NEXTAUTH_URL;
  if (configured) return configured.startsWith("https:");
  return request.nextUrl.protocol === "https:";
}
