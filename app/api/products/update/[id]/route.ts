import { productUpdateSchema } from "@/lib/catalog/product-admin-schema";
import { PRODUCT_NOT_FOUND, productForEditing, updateProduct } from "@/lib/catalog/product-admin";
import { idParams, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** The whole product for the edit form, read when the owner opens it: the list's rows carry only what they show. */
export const GET = route({ access: "products", params: idParams(PRODUCT_NOT_FOUND) }, async ({ params }) => ({ success: true, product: await productForEditing(params.id) }));

export const PUT = route(
  { access: "products", params: idParams(PRODUCT_NOT_FOUND), body: productUpdateSchema, bodyFormat: "form" },
  async ({ body, params, caller }) => ({ success: true, message: "Product updated successfully", product: await updateProduct(params.id, body, caller) }),
);
