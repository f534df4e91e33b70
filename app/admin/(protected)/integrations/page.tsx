import type { Metadata } from "next";
import formStyles from "@/components/admin/form.module.css";
import { IntegrationsManager } from "@/components/admin/integrations/integrations-manager";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { connectToDatabase } from "@/lib/db/connect";
import { listIntegrations } from "@/lib/integrations/integrations";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Integrations" };

export default async function AdminIntegrationsPage() {
  await requireAdminPage("integrations");
  await connectToDatabase();
  return (
    <>
      <h1 className={formStyles.pageTitle}>Integrations</h1>
      <IntegrationsManager initial={await listIntegrations()} />
    </>
  );
}
