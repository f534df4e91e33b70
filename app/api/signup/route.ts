import { signUp } from "@/lib/account/sign-up";
import { SIGNUP_TAKEOVER_MESSAGES } from "@/lib/account/signup-schemas";
import { signupSchema } from "@/lib/auth/schemas";
import { clientAddress } from "@/lib/http/client-address";
import { json, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** 201 with the new account; 202 when an unconfirmed account held the address and the signer must follow the e-mailed link first. */
export const POST = route({ body: signupSchema }, async ({ body, request }) => {
  const signedUp = await signUp(body, clientAddress(request.headers));
  if (signedUp.outcome === "confirm-by-email") return json({ success: true, confirmByEmail: true, message: SIGNUP_TAKEOVER_MESSAGES.sent }, 202);
  const { user } = signedUp;
  return json({ success: true, user: { id: user.id, name: user.name, email: user.email, isAdmin: false } }, 201);
});
