"use client";

import { useRef, useState, type ReactNode } from "react";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { adminProductRow, type AdminProductRow } from "@/lib/catalog/admin-product-row";
import type { ProductVisibility } from "@/lib/catalog/product-admin-schema";
import type { ProductView } from "@/lib/catalog/product-view";
import formStyles from "../form.module.css";
import { ConfirmDialog } from "../confirm-dialog";
import { useNotify } from "@/components/ui/notifications";
import { ProductForm } from "./product-form";
import { ProductList } from "./product-list";
import { BulkEditForm } from "./bulk-edit-form";
import { useBulkChoice } from "./use-bulk-choice";

/**
 * Upload/Edit form above the Product List; the list is updated in place from each answer. `search` heads the list.
 * The list holds rows; Edit reads the whole product from the server for the form.
 */
export function ProductManager({ initialProducts, knownNotes = [], search, list }: { initialProducts: AdminProductRow[]; knownNotes?: readonly string[]; search?: ReactNode; list?: { q?: string; shown?: ProductVisibility; total: number } }) {
  const [products, setProducts] = useState(initialProducts);
  const bulk = useBulkChoice(initialProducts, setProducts);
  const [editing, setEditing] = useState<ProductView | null>(null);
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);
  // The product asked for last: an earlier Edit's answer arriving after it is not shown.
  const opening = useRef<string | null>(null);
  const notify = useNotify();

  function saved(product: ProductView, created: boolean) {
    const row = adminProductRow(product);
    setProducts((current) => (created ? [row, ...current] : current.map((item) => (item._id === row._id ? row : item))));
    setEditing(null);
    notify("success", created ? "New product added successfully" : "Product updated successfully");
  }

  async function edit(row: AdminProductRow) {
    opening.current = row._id;
    try {
      const { product } = await apiRequest<{ product: ProductView }>(`/products/update/${row._id}`);
      if (opening.current !== row._id) return;
      setEditing(product);
      window.scrollTo({ top: 0, behavior: "smooth" });
    } catch (error) {
      notify("error", error instanceof ApiError && error.status === 404 ? "Edit failed: the product no longer exists" : "Edit failed: the product could not be read");
    }
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
        onEdit={(product) => void edit(product)}
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
