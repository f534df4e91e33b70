import { route } from "@/lib/api/route";
import { draftOrderIdParams, paymentLinkSchema } from "@/lib/checkout/draft-order-schemas";
import { createPaymentLink, draftOrderView } from "@/lib/checkout/draft-orders";

export const dynamic = "force-dynamic";

/** The draft's payment link (made once; asked again, the same link). */
export const POST = route({ access: "orders:status", params: draftOrderIdParams, body: paymentLinkSchema }, async ({ params, body }) => ({
  success: true,
  data: await draftOrderView(await createPaymentLink(params.id, body.hours)),
}));
