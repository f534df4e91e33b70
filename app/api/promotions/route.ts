import { json, route } from "@/lib/api/route";
import { createPromotion, listPromotions } from "@/lib/promotions/promotions";
import { PROMOTION_MESSAGES, promotionInputSchema } from "@/lib/promotions/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ access: "promotions" }, async () => ({ success: true, promotions: await listPromotions() }));

export const POST = route({ access: "promotions", body: promotionInputSchema }, async ({ body }) =>
  json({ success: true, message: PROMOTION_MESSAGES.added, promotion: await createPromotion(body) }, 201),
);
