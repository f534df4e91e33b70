import { productCreateSchema } from "@/lib/catalog/product-admin-schema";
import { createProduct } from "@/lib/catalog/product-admin";
import { json, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const POST = route({ access: "products", body: productCreateSchema, bodyFormat: "form" }, async ({ body, caller }) =>
  json({ success: true, message: "New product added successfully", product: await createProduct(body, caller) }, 201),
);
