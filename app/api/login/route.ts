import { verifyCredentials } from "@/lib/auth/credentials";
import { DEVICE_COOKIE, deviceCookieHeader } from "@/lib/auth/device-cookie";
import { apiLoginSchema } from "@/lib/auth/schemas";
import { issueBearerToken } from "@/lib/auth/session-token";
import { clientAddress } from "@/lib/http/client-address";
import { json, route } from "@/lib/api/route";
import { cookiesSecure } from "@/lib/http/secure-cookies";

export const dynamic = "force-dynamic";

/** The spec's login call for API clients: a bearer token every API route accepts. */
export const POST = route({ body: apiLoginSchema }, async ({ body, request }) => {
  const { user, deviceCookie } = await verifyCredentials(
    { email: body.email, password: body.password, securityKey: body.securityKey || undefined },
    { address: clientAddress(request.headers), deviceCookie: request.cookies.get(DEVICE_COOKIE)?.value },
  );
  const response = json({
    success: true,
    token: await issueBearerToken(user),
    user: { id: user.id, name: user.name, email: user.email, isAdmin: user.role === "admin" },
  });
  response.headers.append("Set-Cookie", deviceCookieHeader(deviceCookie, cookiesSecure(request)));
  return response;
});
