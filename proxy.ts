import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_NAV } from "@/lib/admin/navigation";
import { ADMIN_PATH_HEADER, adminLoginUrl } from "@/lib/admin/return-path";
import { authSecret } from "@/lib/auth/secret";
import { HttpError } from "@/lib/http/errors";
import { errorResponse } from "@/lib/http/error-response";
import { hasBrokenEncoding } from "@/lib/http/url-path";
import { noncePolicy, takesNonce } from "@/lib/http/content-security-policy";
import { shopViewPathOf } from "@/components/catalog/shop-view-key";
import { collectionViewPathOf } from "@/components/catalog/collection-view-key";
import { INLINE_SCRIPT_HASHES } from "@/components/layout/inline-script-hashes";

// Open without a session: signing in, and accepting an invitation to the staff.
const OPEN_ADMIN_PATHS = ["/admin/login", "/admin/join"];
const KNOWN_ADMIN_PATHS = [...OPEN_ADMIN_PATHS, ...ADMIN_NAV.map((item) => item.href).filter((href) => href !== "/admin")];

function isKnownAdminPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return path === "/admin" || KNOWN_ADMIN_PATHS.some((known) => path === known || path.startsWith(`${known}/`));
}

/**
 * A path whose %-escapes do not decode cannot be routed: API callers get the catalogue's 400,
 * browsers the spec's redirect home, both with the security headers Next's own failure lacks.
 */
function brokenPath(request: NextRequest): NextResponse {
  if (request.nextUrl.pathname.startsWith("/api/")) {
    return errorResponse(new HttpError(400, "The request path is not valid: it has a broken %-escape."));
  }
  return NextResponse.redirect(new URL("/", request.url));
}

const CSP_HEADER = "content-security-policy";

/**
 * A page rendered for this request, under a policy with a fresh nonce: on the request, so Next.js
 * puts the nonce on the scripts it writes, and on the answer, so the browser runs only those.
 */
function withNonce(request: NextRequest, headers = new Headers(request.headers)): NextResponse {
  const policy = noncePolicy(btoa(crypto.randomUUID()), INLINE_SCRIPT_HASHES);
  headers.set(CSP_HEADER, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

/** /shop?… is served by its view's path, which the shared cache keeps (app/(store)/shop). */
function shopView(request: NextRequest): NextResponse {
  const view = shopViewPathOf(request.nextUrl.searchParams);
  if (view === "/shop") return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = view;
  url.search = "";
  return NextResponse.rewrite(url);
}

/** A collection's page at /collections/<slug>. */
const COLLECTION_PAGE = /^\/collections\/([^/]+)$/;

/** /collections/<slug>?… is served by its view's path, which the shared cache keeps (app/(store)/collections). */
function collectionView(request: NextRequest, slug: string): NextResponse {
  if (!request.nextUrl.search) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = collectionViewPathOf(slug, request.nextUrl.searchParams);
  url.search = "";
  return NextResponse.rewrite(url);
}

/**
 * Sends unknown admin paths home (spec) and non-admins to /admin/login with the requested path,
 * as a plain redirect before any page streams. This is a first gate only: the admin layout,
 * every admin page and every admin API check the role again on the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (hasBrokenEncoding(pathname)) return brokenPath(request);
  if (pathname === "/shop") return shopView(request);
  const collection = COLLECTION_PAGE.exec(pathname)?.[1];
  if (collection) return collectionView(request, collection);
  if (!pathname.startsWith("/admin")) return takesNonce(pathname) ? withNonce(request) : NextResponse.next();
  if (!isKnownAdminPath(pathname)) return NextResponse.redirect(new URL("/", request.url));
  const requested = pathname + search;
  if (!OPEN_ADMIN_PATHS.some((open) => pathname.startsWith(open))) {
    const token = await getToken({ req: request, secret: authSecret() });
    if (token?.role !== "admin") return NextResponse.redirect(new URL(adminLoginUrl(requested), request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, requested);
  return withNonce(request, headers);
}

export const config = {
  // The pages given a nonce (NONCE_PATHS in lib/http/content-security-policy.ts), /shop and the
  // collections' pages (their views' rewrites), and last,
  // only the paths holding a `%`, the ones that may not decode.
  matcher: ["/admin", "/admin/:path*", "/checkout", "/checkout/:path*", "/payment", "/pay/:path*", "/account", "/account/:path*", "/order-confirmation", "/cart", "/order-tracking", "/contact-us", "/newsletter", "/payment-success", "/products-and-services", "/review/:path*", "/unsubscribe/:path*", "/shop", "/collections/:slug", "/:path(.*%.*)"],
};
