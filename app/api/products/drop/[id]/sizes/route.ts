import { idParams, route } from "@/lib/api/route";
import { saveSizeDrops, sizeDropsOf } from "@/lib/catalog/drop-admin";
import { sizeDropsSchema } from "@/lib/catalog/drop-schedule";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/product-admin";
import { DomainError } from "@/lib/vocabulary/domain-error";

export const dynamic = "force-dynamic";

/** When each of a product's sizes goes on sale, where one has a drop of its own. The owner's and the product staff's. */
export const GET = route({ access: "products", params: idParams(PRODUCT_NOT_FOUND) }, async ({ params }) => {
  const sizes = await sizeDropsOf(params.id);
  if (!sizes) throw new DomainError("product-not-found", "not-found", PRODUCT_NOT_FOUND);
  return { success: true, sizes };
});

export const PUT = route({ access: "products", params: idParams(PRODUCT_NOT_FOUND), body: sizeDropsSchema }, async ({ params, body }) => {
  const sizes = await saveSizeDrops(params.id, body);
  return { success: true, message: sizes.some((size) => size.onSaleAt) ? "Saved: each size with a time goes on sale then" : "Saved: every size sells with the product", sizes };
});
