import type { Metadata } from "next";
import { ProductManager } from "@/components/admin/products/product-manager";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { listProductsForAdmin } from "@/lib/catalog/product-admin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Products" };

export default async function AdminProductsPage() {
  await requireAdminPage();
  const products = await listProductsForAdmin();
  return <ProductManager initialProducts={products} />;
}
