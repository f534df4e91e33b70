import { quoteCheckout } from "@/lib/checkout/quote";
import { quoteRequestSchema } from "@/lib/checkout/quote-schemas";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The server's prices for the shopper's cart, delivery and code, so checkout never shows numbers of its own. */
export const POST = route({ body: quoteRequestSchema }, async ({ body }) => ({ success: true, data: await quoteCheckout(body.items, body) }));
