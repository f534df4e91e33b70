import { json, route } from "@/lib/api/route";
import { requestRefund } from "@/lib/checkout/refund-request";
import { requireKeyForRefund } from "@/lib/checkout/refund-step-up";
import { refundRequestSchema } from "@/lib/checkout/refund-schemas";
import { orderIdParams } from "@/lib/orders/admin-order-schemas";
import { toAdminOrderView } from "@/lib/orders/admin-orders";

export const dynamic = "force-dynamic";

/** The owner refunds part or all of a paid order (above the settings' amount, with the security key given again); the same key again changes nothing. */
export const POST = route({ access: "orders:refund", params: orderIdParams, body: refundRequestSchema }, async ({ body, params, caller }) => {
  await requireKeyForRefund(caller, body.amount);
  const { order, refused } = await requestRefund(params.id, body, caller.email);
  // A refusal is recorded on the order as a failed refund, which the answer carries.
  if (refused !== null) return json({ success: false, code: "refund-refused", message: `The payment provider refused the refund: ${refused}`, order: toAdminOrderView(order) }, 409);
  return { success: true, message: "Refund recorded", order: toAdminOrderView(order) };
});
