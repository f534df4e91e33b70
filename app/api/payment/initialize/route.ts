import { CHECKOUT_REQUEST_FIELDS } from "@/lib/checkout/quote-schemas";
import { initializePaymentSchema } from "@/lib/checkout/schemas";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { placeOrder } from "@/lib/checkout/place-order";

export const dynamic = "force-dynamic";

export const POST = route({ body: initializePaymentSchema, fields: CHECKOUT_REQUEST_FIELDS }, async ({ body, caller, request }) => ({
  success: true,
  data: await placeOrder(body, {
    customerId: caller?.role === "customer" ? caller.id : undefined,
    clientAddress: clientAddress(request.headers),
  }),
}));
