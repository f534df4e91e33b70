import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CollectionForm } from "@/components/admin/collections/collection-form";
import formStyles from "@/components/admin/form.module.css";
import { whileAdminPageGuarded } from "@/lib/admin/require-admin";
import { findCollectionById, pickableProducts } from "@/lib/catalog/collections";
import { isObjectId } from "@/lib/vocabulary/identifiers";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Collection" };

/** /admin/collections/new adds one; /admin/collections/<id> edits it. */
export default async function AdminCollectionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (id !== "new" && !isObjectId(id)) notFound();
  const { data } = await whileAdminPageGuarded("content", Promise.all([id === "new" ? null : findCollectionById(id), pickableProducts()]));
  const [editing, products] = data;
  if (id !== "new" && !editing) notFound();
  return (
    <>
      <h1 className={formStyles.pageTitle}>{editing ? `Edit ${editing.title}` : "New collection"}</h1>
      <CollectionForm editing={editing} products={products} />
    </>
  );
}
