import { route } from "@/lib/api/route";
import { notFound } from "@/lib/http/errors";
import { draftOrderIdParams, draftOrderSchema } from "@/lib/checkout/draft-order-schemas";
import { draftOrderView, findDraftOrder, updateDraftOrder } from "@/lib/checkout/draft-orders";

export const dynamic = "force-dynamic";

export const GET = route({ access: "orders:view", params: draftOrderIdParams }, async ({ params }) => {
  const draft = await findDraftOrder(params.id);
  if (!draft) throw notFound("Draft order not found");
  return { success: true, data: await draftOrderView(draft) };
});

/** The owner's edit of an open draft; refused once it has a payment link or is an order. */
export const PUT = route({ access: "orders:status", params: draftOrderIdParams, body: draftOrderSchema }, async ({ params, body }) => ({
  success: true,
  data: await draftOrderView(await updateDraftOrder(params.id, body)),
}));
