import { requestPasswordReset, resetPassword } from "@/lib/account/password-reset";
import { PASSWORD_RESET_MESSAGES, passwordResetRequestSchema, passwordResetSchema } from "@/lib/account/password-reset-schemas";
import { route } from "@/lib/api/route";
import { clientAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

/** "Forgot password?": the same answer for every address, whether or not it has an account. */
export const POST = route({ body: passwordResetRequestSchema }, async ({ body, request }) => {
  await requestPasswordReset(body.email, clientAddress(request.headers));
  return { success: true, message: PASSWORD_RESET_MESSAGES.sent };
});

/** Public: the e-mailed link's signed, single-use token is the caller's only credential. */
export const PUT = route({ body: passwordResetSchema }, async ({ body }) => {
  await resetPassword(body);
  return { success: true, message: PASSWORD_RESET_MESSAGES.done };
});
