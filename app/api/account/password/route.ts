import { changeCustomerPassword } from "@/lib/account/password";
import { ACCOUNT_PAGE_MESSAGES, customerPasswordChangeSchema } from "@/lib/account/schemas";
import { loginClientOf } from "@/lib/auth/device-cookie";
import { answerWithRenewedSession } from "@/lib/auth/session-cookie";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Changes the signed-in customer's password; every other session of the account ends, this one goes on. */
export const PUT = route({ access: "customer", body: customerPasswordChangeSchema }, async ({ caller, body, request }) => {
  const user = await changeCustomerPassword(caller.id, body, loginClientOf(request, caller.email));
  return answerWithRenewedSession(request, user, { success: true, message: ACCOUNT_PAGE_MESSAGES.passwordUpdated });
});
