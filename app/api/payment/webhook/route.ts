import { readTextBody } from "@/lib/http/body";
import { route } from "@/lib/api/route";
import { handlePaystackWebhook } from "@/lib/checkout/payment-webhook";

export const dynamic = "force-dynamic";

/** Paystack's events. The body is read raw: the signature covers the exact bytes sent. */
export const POST = route({}, async ({ request }) => {
  const rawBody = await readTextBody(request);
  await handlePaystackWebhook(rawBody, request.headers.get("x-paystack-signature"));
  return { success: true, received: true };
});
