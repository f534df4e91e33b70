import { getAdminProfile, updateAdminProfile } from "@/lib/admin/account";
import { profileUpdateSchema } from "@/lib/admin/account-schemas";
import { route } from "@/lib/api/route";
import { requireRecentKey } from "@/lib/auth/step-up";

export const dynamic = "force-dynamic";

/** The signed-in admin's own profile. */
export const GET = route({ access: "account" }, async ({ caller }) => ({ success: true, profile: await getAdminProfile(caller.id) }));

/** A new login e-mail is a sensitive change: it asks for the security key again (step-up). */
export const PUT = route({ access: "account", body: profileUpdateSchema }, async ({ caller, body }) => {
  if ((await getAdminProfile(caller.id)).email !== body.email) await requireRecentKey(caller);
  return { success: true, profile: await updateAdminProfile(caller.id, body) };
});
