import { deleteProduct } from "@/lib/catalog/product-admin";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const DELETE = route<undefined, undefined, { id: string }>({ access: "admin" }, async ({ params }) => {
  await deleteProduct(params.id);
  return { success: true, message: "Product deleted successfully" };
});
