import { quoteDraft } from "@/lib/checkout/draft";
import { draftIdOf, keepDraftCookie } from "@/lib/checkout/draft-cookie";
import { CHECKOUT_REQUEST_FIELDS, quoteRequestSchema } from "@/lib/checkout/quote-schemas";
import { json, route } from "@/lib/api/route";
import { clientAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

/**
 * The server's prices for the shopper's cart, delivery and code, so checkout never shows numbers
 * of its own; kept as the shopper's checkout draft, which the payment page shows.
 */
export const POST = route({ body: quoteRequestSchema, fields: CHECKOUT_REQUEST_FIELDS }, async ({ body, request }) => {
  const { draftId, quote } = await quoteDraft(draftIdOf(request), body.lines, body.choice, clientAddress(request.headers));
  return keepDraftCookie(request, json({ success: true, quote }), draftId);
});
