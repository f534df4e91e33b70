import { changeAdminPassword } from "@/lib/admin/account";
import { ACCOUNT_MESSAGES, passwordChangeSchema } from "@/lib/admin/account-schemas";
import { loginClientOf } from "@/lib/auth/device-cookie";
import { answerWithRenewedSession } from "@/lib/auth/session-cookie";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Changes the signed-in admin's password; every other session of the admin ends, this one goes on. */
export const PUT = route({ access: "account", body: passwordChangeSchema }, async ({ caller, body, request }) => {
  const admin = await changeAdminPassword(caller.id, body, loginClientOf(request, caller.email));
  return answerWithRenewedSession(request, admin, { success: true, message: ACCOUNT_MESSAGES.passwordUpdated });
});
