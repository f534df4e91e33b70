import type { Metadata } from "next";
import { ContentForm } from "@/components/admin/content/content-form";
import formStyles from "@/components/admin/form.module.css";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { findSiteContent } from "@/lib/content/site-content";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Site Content" };

export default async function AdminContentPage() {
  await requireAdminPage("content");
  // Read fresh, not from the page cache: the form must start from what is stored.
  const content = await findSiteContent();
  return (
    <>
      <h1 className={formStyles.pageTitle}>Content</h1>
      <ContentForm content={content} />
    </>
  );
}
