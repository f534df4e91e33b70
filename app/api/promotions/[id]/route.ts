import { idParams, route } from "@/lib/api/route";
import { deletePromotion, updatePromotion } from "@/lib/promotions/promotions";
import { PROMOTION_MESSAGES, promotionInputSchema } from "@/lib/promotions/schemas";

export const dynamic = "force-dynamic";

const byId = idParams(PROMOTION_MESSAGES.notFound);

export const PUT = route({ access: "promotions", params: byId, body: promotionInputSchema }, async ({ body, params }) => ({
  success: true,
  message: PROMOTION_MESSAGES.updated,
  promotion: await updatePromotion(params.id, body),
}));

export const DELETE = route({ access: "promotions", params: byId }, async ({ params }) => {
  await deletePromotion(params.id);
  return { success: true, message: PROMOTION_MESSAGES.removed };
});
