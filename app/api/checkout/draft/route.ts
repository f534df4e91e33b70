import { saveDraftDetails } from "@/lib/checkout/draft";
import { draftIdOf, keepDraftCookie } from "@/lib/checkout/draft-cookie";
import { contactFieldPaths } from "@/lib/checkout/contact";
import { CHECKOUT_REQUEST_FIELDS } from "@/lib/checkout/quote-schemas";
import { draftDetailsSchema } from "@/lib/checkout/schemas";
import { json, route } from "@/lib/api/route";
import { clientAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

/** The checkout the shopper proceeds to payment with: cart, choices and address, priced and kept on the server. */
export const PUT = route({ body: draftDetailsSchema, fields: { ...CHECKOUT_REQUEST_FIELDS, ...contactFieldPaths("contact") } }, async ({ body, request }) => {
  const { draftId, quote } = await saveDraftDetails(draftIdOf(request), body, clientAddress(request.headers));
  return keepDraftCookie(request, json({ success: true, quote }), draftId);
});
