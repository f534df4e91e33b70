import type { Metadata } from "next";
import formStyles from "@/components/admin/form.module.css";
import { LoginAttemptList } from "@/components/admin/login-attempt-list";
import { BackupDownload } from "@/components/admin/security/backup-download";
import { OffsiteBackup } from "@/components/admin/security/offsite-backup";
import { SecurityPassword } from "@/components/admin/security/security-password";
import { recentLoginAttempts } from "@/lib/admin/login-attempts";
import { offsiteBackupView } from "@/lib/backup/offsite-settings";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { connectToDatabase } from "@/lib/db/connect";
import { AdminCard } from "@/components/admin/admin-card";
import { roleMay } from "@/lib/vocabulary/staff-roles";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Security & Backups" };

const ATTEMPTS_SHOWN = 25;

export default async function AdminSecurityPage() {
  const admin = await requireAdminPage("account");
  await connectToDatabase();
  const [attempts, offsite] = await Promise.all([recentLoginAttempts(ATTEMPTS_SHOWN), offsiteBackupView()]);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Security &amp; Backups</h1>
      <div className={formStyles.stack}>
        <AdminCard id="security-password" title="Change Password">
          <SecurityPassword />
        </AdminCard>

        <AdminCard id="security-attempts" title="Recent Login Attempts">
          <p className={formStyles.hint}>
            The last {ATTEMPTS_SHOWN} sign-in attempts, customers&apos; and admins&apos;, with the reason each failed. Failed attempts are rate limited per account and per address.
          </p>
          <LoginAttemptList attempts={attempts} testId="security-login-attempts" />
        </AdminCard>

        {roleMay(admin.staffRole, "backups") ? (
          <>
            <AdminCard id="security-backup" title="Backup">
              <BackupDownload />
            </AdminCard>

            <AdminCard id="security-offsite-backup" title="Off-site Backups">
              <OffsiteBackup initial={offsite} />
            </AdminCard>
          </>
        ) : null}
      </div>
    </>
  );
}
