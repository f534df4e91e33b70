import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";
import { testChargeSchema } from "@/lib/payments/card-rules";
import { cardPaymentMode } from "@/lib/payments/config";
import { chargeTestTransaction } from "@/lib/payments/test-mode";

export const dynamic = "force-dynamic";

/** Test mode's card sheet posts here; it does not exist when real payments are configured. */
export const POST = route({ body: testChargeSchema }, async ({ body }) => {
  if (cardPaymentMode().mode !== "test") throw notFound();
  return { success: true, ...(await chargeTestTransaction(body.reference, body.cardNumber)) };
});
