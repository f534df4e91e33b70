import type { Metadata } from "next";
import { ProductManager } from "@/components/admin/products/product-manager";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { listProductsForAdmin } from "@/lib/catalog/product-admin";
import { connectToDatabase } from "@/lib/db/connect";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Products" };

export default async function AdminProductsPage() {
  await requireAdminPage();
  await connectToDatabase();
  const products = await listProductsForAdmin();
  return <ProductManager initialProducts={products} />;
}
