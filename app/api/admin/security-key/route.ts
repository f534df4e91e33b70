import { changeAdminKey } from "@/lib/admin/account";
import { ACCOUNT_MESSAGES, securityKeyChangeSchema } from "@/lib/admin/account-schemas";
import { loginClientOf } from "@/lib/auth/device-cookie";
import { answerWithRenewedSession } from "@/lib/auth/session-cookie";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Changes the signed-in admin's security key; every other session of the admin ends, this one goes on. */
export const PUT = route({ access: "account", body: securityKeyChangeSchema }, async ({ caller, body, request }) => {
  const admin = await changeAdminKey(caller.id, body, loginClientOf(request, caller.email));
  return answerWithRenewedSession(request, admin, { success: true, message: ACCOUNT_MESSAGES.keyUpdated });
});
