import { idParams, route } from "@/lib/api/route";
import { dropSettingsOf, saveDropSettings } from "@/lib/catalog/drop-admin";
import { dropSettingsSchema } from "@/lib/catalog/drop-schedule";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/product-admin";
import { DomainError } from "@/lib/vocabulary/domain-error";

export const dynamic = "force-dynamic";

/** A product's drop: when it goes on sale and its limit per customer. The owner's and the product staff's. */
export const GET = route({ access: "products", params: idParams(PRODUCT_NOT_FOUND) }, async ({ params }) => {
  const drop = await dropSettingsOf(params.id);
  if (!drop) throw new DomainError("product-not-found", "not-found", PRODUCT_NOT_FOUND);
  return { success: true, drop };
});

export const PUT = route({ access: "products", params: idParams(PRODUCT_NOT_FOUND), body: dropSettingsSchema }, async ({ params, body }) => {
  const drop = await saveDropSettings(params.id, body);
  return { success: true, message: drop.onSaleAt ? "Drop saved: it goes on sale at the time set" : "Saved: on sale now", drop };
});
