import { route } from "@/lib/api/route";
import { shippingEditSchema } from "@/lib/orders/schemas";
import { askerOf } from "@/lib/orders/asker";
import { editShipping } from "@/lib/orders/tracking";

export const dynamic = "force-dynamic";

export const PUT = route({ body: shippingEditSchema, fields: { state: "shipping.state" } }, async ({ body, request, caller }) => {
  const { order, message, confirmationSentTo } = await editShipping(body, askerOf(request.headers, caller));
  return { success: true, message, data: order, confirmationSentTo };
});
