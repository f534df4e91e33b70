import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";
import { payTestCharge } from "@/lib/checkout/test-payment";
import { isTestTransfer, testChargeSchema, testTransferSchema } from "@/lib/payments/card-rules";
import { cardPaymentMode } from "@/lib/payments/config";

export const dynamic = "force-dynamic";

/** Test mode's card sheet posts here (a card, or a transfer); it does not exist when real payments are configured. */
export const POST = route({ body: z.unknown() }, async ({ body }) => {
  if (cardPaymentMode().mode !== "test") throw notFound();
  if (isTestTransfer(body)) {
    const transfer = testTransferSchema.parse(body);
    return { success: true, ...(await payTestCharge(transfer.reference, { channel: transfer.channel })) };
  }
  const card = testChargeSchema.parse(body);
  return { success: true, ...(await payTestCharge(card.reference, { cardNumber: card.cardNumber })) };
});
