"use client";

import { useState, type ReactNode } from "react";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import type { ProductVisibility } from "@/lib/catalog/product-admin-schema";
import type { ProductView } from "@/lib/catalog/product-view";
import formStyles from "../form.module.css";
import { ConfirmDialog } from "../confirm-dialog";
import { useNotify } from "@/components/ui/notifications";
import { ProductForm } from "./product-form";
import { ProductList } from "./product-list";
import { BulkEditForm } from "./bulk-edit-form";
import { useBulkChoice } from "./use-bulk-choice";

/** Upload/Edit form above the Product List; the list is updated in place from each answer. `search` heads the list. */
export function ProductManager({ initialProducts, knownNotes = [], search, list }: { initialProducts: ProductView[]; knownNotes?: readonly string[]; search?: ReactNode; list?: { q?: string; shown?: ProductVisibility; total: number } }) {
  const [products, setProducts] = useState(initialProducts);
  const bulk = useBulkChoice(initialProducts, setProducts);
  const [editing, setEditing] = useState<ProductView | null>(null);
  const [deleting, setDeleting] = useState<ProductView | null>(null);
  const notify = useNotify();

  function saved(product: ProductView, created: boolean) {
    setProducts((current) => (created ? [product, ...current] : current.map((item) => (item._id === product._id ? product : item))));
    setEditing(null);
    notify("success", created ? "New product added successfully" : "Product updated successfully");
  }

  async function confirmDelete() {
    const product = deleting;
    if (!product) return;
    setDeleting(null);
    const before = products;
    // Removed at once; put back if the server says no.
    setProducts((current) => current.filter((item) => item._id !== product._id));
    if (editing?._id === product._id) setEditing(null);
    try {
      await apiRequest(`/products/delete/${product._id}`, { method: "DELETE" });
      notify("success", "Product deleted successfully");
    } catch (error) {
      setProducts(before);
      notify("error", error instanceof ApiError && error.status === 404 ? "Delete failed: the product no longer exists" : "Delete failed");
    }
  }

  return (
    <>
      <h1 className={formStyles.pageTitle}>Products</h1>
      <ProductForm key={editing?._id ?? "new"} editing={editing} knownNotes={knownNotes} onSaved={saved} onCancel={() => setEditing(null)} />
      <ProductList
        products={products}
        onEdit={(product) => {
          setEditing(product);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        onDelete={setDeleting}
        choice={bulk}
      >
        {search}
        {list ? <BulkEditForm chosen={[...bulk.chosen]} q={list.q} shown={list.shown} total={list.total} onEdited={bulk.edited} /> : null}
      </ProductList>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-product-dialog"
      >
        <p>Are you sure you want to delete this product?</p>
        {deleting ? (
          <p>
            <strong>
              {deleting.brand} {deleting.name}
            </strong>
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
