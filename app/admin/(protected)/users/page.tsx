import type { Metadata } from "next";
import { ProfileManager } from "@/components/admin/account/profile-manager";
import formStyles from "@/components/admin/form.module.css";
import { getAdminProfile } from "@/lib/admin/account";
import { requireAdminPage } from "@/lib/admin/require-admin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin Profile" };

export default async function AdminProfilePage() {
  const admin = await requireAdminPage("account");
  const profile = await getAdminProfile(admin.id);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Profile</h1>
      <ProfileManager profile={profile} />
    </>
  );
}
