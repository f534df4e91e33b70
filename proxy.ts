import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_PATH_HEADER } from "@/lib/admin/return-path";

// Only passes the requested path on; the role check itself happens in the admin layout and in
// every admin API, never here alone.
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/admin", "/admin/:path*"],
};
