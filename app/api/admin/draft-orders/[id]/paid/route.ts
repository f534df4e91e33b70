import { route } from "@/lib/api/route";
import { draftOrderIdParams, outsidePaymentSchema } from "@/lib/checkout/draft-order-schemas";
import { recordOutsideSale } from "@/lib/checkout/draft-order-placement";

export const dynamic = "force-dynamic";

/** A payment the owner took off the website: the draft becomes a paid order at once. */
export const POST = route({ access: "orders:status", params: draftOrderIdParams, body: outsidePaymentSchema }, async ({ params, body, caller }) => {
  const order = await recordOutsideSale(params.id, body, { by: caller.email });
  return { success: true, data: { orderNumber: order.orderNumber, status: order.status, totalPrice: order.totalPrice } };
});
