import type { Metadata } from "next";
import formStyles from "@/components/admin/form.module.css";
import { StaffManager } from "@/components/admin/staff/staff-manager";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { connectToDatabase } from "@/lib/db/connect";
import { pendingInvitations } from "@/lib/staff/invitations";
import { listStaff } from "@/lib/staff/members";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Staff" };

export default async function AdminStaffPage() {
  const admin = await requireAdminPage("staff");
  await connectToDatabase();
  const [members, invitations] = await Promise.all([listStaff(), pendingInvitations()]);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Staff</h1>
      <StaffManager initialMembers={members} initialInvitations={invitations} selfId={admin.id} />
    </>
  );
}
