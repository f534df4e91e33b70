import type { Metadata } from "next";
import { SettingsForm } from "@/components/admin/settings/settings-form";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { cardUnavailableReason, getStoreSettings } from "@/lib/settings/store-settings";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireAdminPage("settings");
  return <SettingsForm initial={await getStoreSettings()} cardUnavailable={cardUnavailableReason()} />;
}
