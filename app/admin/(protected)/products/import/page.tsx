import type { Metadata } from "next";
import Link from "next/link";
import formStyles from "@/components/admin/form.module.css";
import { CatalogueImport } from "@/components/admin/products/catalogue-import";
import { requireAdminPage } from "@/lib/admin/require-admin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Import products" };

/** Bringing a catalogue in from a file: checked first, written only when the owner confirms. */
export default async function AdminProductImportPage() {
  await requireAdminPage("products");
  return (
    <>
      <p>
        <Link href="/admin/products">← All products</Link>
      </p>
      <h1 className={formStyles.pageTitle}>Import products</h1>
      <p>
        Upload a product CSV and, if it names photos, a zip of them. The file is checked first: you see what would be added, updated or left, and every row&apos;s errors. Products are
        found by their SKUs and handle, so importing the same file again changes nothing.
      </p>
      <CatalogueImport />
    </>
  );
}
