import { productUpdateSchema } from "@/lib/catalog/product-admin-schema";
import { PRODUCT_NOT_FOUND, updateProduct } from "@/lib/catalog/product-admin";
import { idParams, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const PUT = route(
  { access: "products", params: idParams(PRODUCT_NOT_FOUND), body: productUpdateSchema, bodyFormat: "form" },
  async ({ body, params, caller }) => ({ success: true, message: "Product updated successfully", product: await updateProduct(params.id, body, caller) }),
);
