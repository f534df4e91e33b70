import { answerRemoval, answerUpdate } from "@/lib/api/record-answers";
import { idParams, route } from "@/lib/api/route";
import { deletePromotion, updatePromotion } from "@/lib/promotions/promotions";
import { PROMOTION_MESSAGES, promotionInputSchema } from "@/lib/promotions/schemas";

export const dynamic = "force-dynamic";

const byId = idParams(PROMOTION_MESSAGES.notFound);

export const PUT = route({ access: "promotions", params: byId, body: promotionInputSchema }, answerUpdate(PROMOTION_MESSAGES, "promotion", updatePromotion));

export const DELETE = route({ access: "promotions", params: byId }, answerRemoval(PROMOTION_MESSAGES, deletePromotion));
