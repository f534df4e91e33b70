import { route } from "@/lib/api/route";
import { shippingConfirmSchema } from "@/lib/orders/schemas";
import { SHIPPING_CONFIRMATION_MESSAGES } from "@/lib/orders/shipping-confirmation";
import { confirmShippingChange } from "@/lib/orders/tracking";

export const dynamic = "force-dynamic";

/** Follows the link e-mailed for a shipping change asked for on tracking. */
export const POST = route({ body: shippingConfirmSchema }, async ({ body }) => ({
  success: true,
  message: SHIPPING_CONFIRMATION_MESSAGES.applied,
  data: await confirmShippingChange(body.token),
}));
