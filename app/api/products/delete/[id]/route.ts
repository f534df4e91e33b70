import { deleteProduct, PRODUCT_NOT_FOUND } from "@/lib/catalog/product-admin";
import { idParams, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const DELETE = route({ access: "products", params: idParams(PRODUCT_NOT_FOUND) }, async ({ params }) => {
  await deleteProduct(params.id);
  return { success: true, message: "Product deleted successfully" };
});
