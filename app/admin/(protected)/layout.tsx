import { privatePageMetadata } from "@/lib/content/private-page";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireAdminPage } from "@/lib/admin/require-admin";

export const dynamic = "force-dynamic";

export const metadata = privatePageMetadata("Admin");

export default async function ProtectedAdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage(null);
  return <AdminShell adminName={admin.name} staffRole={admin.staffRole}>{children}</AdminShell>;
}
