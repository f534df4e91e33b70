import { route } from "@/lib/http/route";
import { deletePromotion, updatePromotion } from "@/lib/promotions/promotions";
import { PROMOTION_MESSAGES, promotionInputSchema, type PromotionInput } from "@/lib/promotions/schemas";

export const dynamic = "force-dynamic";

export const PUT = route<PromotionInput, undefined, { id: string }>({ access: "admin", body: promotionInputSchema }, async ({ body, params }) => ({
  success: true,
  message: PROMOTION_MESSAGES.updated,
  promotion: await updatePromotion(params.id, body),
}));

export const DELETE = route<undefined, undefined, { id: string }>({ access: "admin" }, async ({ params }) => {
  await deletePromotion(params.id);
  return { success: true, message: PROMOTION_MESSAGES.removed };
});
