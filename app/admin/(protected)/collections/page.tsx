import type { Metadata } from "next";
import Link from "next/link";
import formStyles from "@/components/admin/form.module.css";
import { buttonClass } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { whileAdminPageGuarded } from "@/lib/admin/require-admin";
import type { CollectionView } from "@/lib/catalog/collection-schema";
import { listCollections } from "@/lib/catalog/collections";
import { collectionPath } from "@/lib/vocabulary/collections";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Collections" };

const COLUMNS: readonly Column<CollectionView>[] = [
  { label: "Title", rowHeader: true, cell: (collection) => <Link href={`/admin/collections/${collection._id}`}>{collection.title}</Link>, testId: "collection-title" },
  { label: "Page", cell: (collection) => <a href={collectionPath(collection.slug)}>{collectionPath(collection.slug)}</a> },
  { label: "Products", cell: (collection) => (collection.kind === "picked" ? `${collection.products.length} hand-picked` : "By rule") },
];

export default async function AdminCollectionsPage() {
  const { data: collections } = await whileAdminPageGuarded("content", listCollections());
  return (
    <>
      <h1 className={formStyles.pageTitle}>Collections</h1>
      <p>
        <Link href="/admin/collections/new" className={buttonClass("primary")} data-testid="collection-new">
          New collection
        </Link>
      </p>
      <DataTable caption="Collections" columns={COLUMNS} rows={collections} rowKey={(collection) => collection._id} empty={<p>No collections yet.</p>} testId="collection-list" />
    </>
  );
}
