import { signupSchema } from "@/lib/auth/schemas";
import { registerCustomer } from "@/lib/auth/signup";
import { clientAddress } from "@/lib/http/client-address";
import { json, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const POST = route({ body: signupSchema }, async ({ body, request }) => {
  const user = await registerCustomer(body, clientAddress(request.headers));
  return json({ success: true, user: { id: user.id, name: user.name, email: user.email, isAdmin: false } }, 201);
});
