import { quoteCheckout } from "@/lib/checkout/quote";
import { CHECKOUT_REQUEST_FIELDS, quoteRequestSchema } from "@/lib/checkout/quote-schemas";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The server's prices for the shopper's cart, delivery and code, so checkout never shows numbers of its own. */
export const POST = route({ body: quoteRequestSchema, fields: CHECKOUT_REQUEST_FIELDS }, async ({ body }) => ({
  success: true,
  data: await quoteCheckout(body.lines, body.choice),
}));
