import { idParams, route } from "@/lib/api/route";
import { lowStockThresholdSchema } from "@/lib/catalog/product-admin-schema";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/product-admin";
import { productStockHistory, setLowStockThreshold } from "@/lib/catalog/stock-history";
import { DomainError } from "@/lib/vocabulary/domain-error";

export const dynamic = "force-dynamic";

/** A product's stock history by size, and its low-stock figure: the owner's only. */
export const GET = route({ access: "products", params: idParams(PRODUCT_NOT_FOUND) }, async ({ params }) => {
  const history = await productStockHistory(params.id);
  if (!history) throw new DomainError("product-not-found", "not-found", PRODUCT_NOT_FOUND);
  return { success: true, history };
});

export const PUT = route({ access: "products", params: idParams(PRODUCT_NOT_FOUND), body: lowStockThresholdSchema }, async ({ params, body }) => ({
  success: true,
  message: body.lowStockThreshold === null ? "This product now follows the store's low-stock figure" : `Low-stock alert set to ${body.lowStockThreshold}`,
  history: await setLowStockThreshold(params.id, body.lowStockThreshold),
}));
