import { verifyCredentials } from "@/lib/auth/credentials";
import { apiLoginSchema } from "@/lib/auth/schemas";
import { issueBearerToken } from "@/lib/auth/session-token";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The spec's login call for API clients: a bearer token every API route accepts. */
export const POST = route({ body: apiLoginSchema }, async ({ body, request }) => {
  const user = await verifyCredentials(
    { email: body.email, password: body.password, securityKey: body.securityKey || undefined },
    clientAddress(request.headers),
  );
  return {
    success: true,
    token: await issueBearerToken(user),
    user: { id: user.id, name: user.name, email: user.email, isAdmin: user.role === "admin" },
  };
});
