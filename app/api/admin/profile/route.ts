import { getAdminProfile, updateAdminProfile } from "@/lib/admin/account";
import { profileUpdateSchema } from "@/lib/admin/account-schemas";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** The signed-in admin's own profile. */
export const GET = route({ access: "account" }, async ({ caller }) => ({ success: true, profile: await getAdminProfile(caller.id) }));

export const PUT = route({ access: "account", body: profileUpdateSchema }, async ({ caller, body }) => ({
  success: true,
  profile: await updateAdminProfile(caller.id, body),
}));
