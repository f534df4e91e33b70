import { z } from "zod";
import { route } from "@/lib/http/route";
import { verifyCardPayment } from "@/lib/orders/confirm-payment";

export const dynamic = "force-dynamic";

const referenceSchema = z.string().trim().min(1).max(100);

export const GET = route<undefined, undefined, { ref: string }>({}, async ({ params }) => {
  const reference = referenceSchema.parse(params.ref);
  const outcome = await verifyCardPayment(reference);
  if (!outcome.confirmed) return { success: false, message: "Payment not successful" };
  return { success: true, data: { orderId: outcome.order.orderNumber, fullName: outcome.order.shipping.fullName } };
});
