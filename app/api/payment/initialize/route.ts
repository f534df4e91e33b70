import { z } from "zod";
import { placeDraft } from "@/lib/checkout/draft";
import { draftIdOf, dropDraftCookie } from "@/lib/checkout/draft-cookie";
import { placeOrder } from "@/lib/checkout/place-order";
import { contactFieldPaths } from "@/lib/checkout/contact";
import { CHECKOUT_REQUEST_FIELDS } from "@/lib/checkout/quote-schemas";
import { draftPaymentSchema, initializePaymentSchema, isDraftPayment } from "@/lib/checkout/schemas";
import { clientAddress } from "@/lib/http/client-address";
import { json, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/**
 * Places an order and starts its payment: the spec's whole order from any API client, or, from
 * our payment page, the shopper's checkout draft with only the way to pay.
 */
export const POST = route({ body: z.unknown(), fields: { ...CHECKOUT_REQUEST_FIELDS, lines: "orderDetails.orderItems", size: "size", ...contactFieldPaths("orderDetails.shipping") } }, async ({ body, caller, request }) => {
  const options = { customerId: caller?.role === "customer" ? caller.id : undefined, clientAddress: clientAddress(request.headers) };
  const draftId = draftIdOf(request);
  if (draftId && isDraftPayment(body)) {
    const payment = draftPaymentSchema.parse(body);
    const placed = await placeDraft(draftId, { method: payment.method, bankAccountId: payment.bankAccount }, options);
    return dropDraftCookie(request, json({ success: true, data: placed }));
  }
  return { success: true, data: await placeOrder(initializePaymentSchema.parse(body), options) };
});
