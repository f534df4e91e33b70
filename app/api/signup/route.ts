import { signupSchema } from "@/lib/auth/schemas";
import { registerCustomer } from "@/lib/auth/signup";
import { clientAddress } from "@/lib/http/client-address";
import { tooManyRequests } from "@/lib/http/errors";
import { json, route } from "@/lib/http/route";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";

export const dynamic = "force-dynamic";

// Enough for a household sharing one address, too few to mass-create accounts.
const SIGNUPS_PER_ADDRESS = { limit: 10, windowMs: 60 * 60 * 1000 };

export const POST = route({ body: signupSchema }, async ({ body, request }) => {
  const quota = await consumeRateLimit(`signup:${clientAddress(request.headers)}`, SIGNUPS_PER_ADDRESS);
  if (!quota.allowed) throw tooManyRequests(quota.retryAfterSeconds, "Too many sign-ups from this address. Please try again later.");
  const user = await registerCustomer(body);
  return json({ success: true, user: { id: user.id, name: user.name, email: user.email, isAdmin: false } }, 201);
});
