import { productUpdateSchema } from "@/lib/catalog/product-admin-schema";
import { updateProduct } from "@/lib/catalog/product-admin";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const PUT = route<typeof productUpdateSchema._output, undefined, { id: string }>(
  { access: "admin", body: productUpdateSchema, bodyFormat: "form" },
  async ({ body, params }) => ({ success: true, message: "Product updated successfully", product: await updateProduct(params.id, body) }),
);
