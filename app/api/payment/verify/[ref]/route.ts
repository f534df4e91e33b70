import { z } from "zod";
import { route } from "@/lib/api/route";
import { verifyCardPayment } from "@/lib/checkout/confirm-payment";
import { verifyLinkPayment } from "@/lib/checkout/draft-order-placement";
import { PAYMENT_LINK_PREFIX } from "@/lib/vocabulary/draft-orders";
import { clientAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

// Our references are short; anything else names no payment.
const verifyParams = z.object({ ref: z.string().trim().min(1).max(100) });

export const GET = route({ params: verifyParams }, async ({ params, request }) => {
  const verify = params.ref.startsWith(PAYMENT_LINK_PREFIX) ? verifyLinkPayment : verifyCardPayment;
  const outcome = await verify(params.ref, { client: clientAddress(request.headers) });
  if (!outcome?.confirmed) return { success: false, message: "Payment not successful" };
  return { success: true, data: { orderId: outcome.order.orderNumber, fullName: outcome.order.shipping.fullName } };
});
