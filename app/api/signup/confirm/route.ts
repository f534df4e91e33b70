import { SIGNUP_TAKEOVER_MESSAGES, signupConfirmSchema } from "@/lib/account/signup-schemas";
import { completeTakeover } from "@/lib/account/signup-takeover";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Public: the sign-up's signed, single-use link is the caller's only credential. */
export const POST = route({ body: signupConfirmSchema }, async ({ body }) => ({ success: true, message: SIGNUP_TAKEOVER_MESSAGES.done, ...(await completeTakeover(body.token)) }));
