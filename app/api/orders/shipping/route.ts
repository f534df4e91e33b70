import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/api/route";
import { shippingEditSchema } from "@/lib/orders/schemas";
import { editShipping } from "@/lib/orders/tracking";

export const dynamic = "force-dynamic";

export const PUT = route({ body: shippingEditSchema, fields: { state: "shipping.state" } }, async ({ body, request }) => ({
  success: true,
  message: "Shipping information updated successfully!",
  data: await editShipping(body, clientAddress(request.headers)),
}));
