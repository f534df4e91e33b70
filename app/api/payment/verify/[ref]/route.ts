import { z } from "zod";
import { route } from "@/lib/api/route";
import { verifyCardPayment } from "@/lib/checkout/confirm-payment";
import { clientAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

// Our references are short; anything else names no payment.
const verifyParams = z.object({ ref: z.string().trim().min(1).max(100) });

export const GET = route({ params: verifyParams }, async ({ params, request }) => {
  const outcome = await verifyCardPayment(params.ref, { client: clientAddress(request.headers) });
  if (!outcome.confirmed) return { success: false, message: "Payment not successful" };
  return { success: true, data: { orderId: outcome.order.orderNumber, fullName: outcome.order.shipping.fullName } };
});
