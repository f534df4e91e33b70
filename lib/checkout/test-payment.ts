import "server-only";
import { chargeTestTransaction } from "@/lib/payments/test-mode";
import { verifyCardPayment } from "./confirm-payment";
import { verifyLinkPayment } from "./draft-order-placement";
import { PAYMENT_LINK_PREFIX } from "@/lib/vocabulary/draft-orders";

/**
 * Test mode's sheet pays: a card, or its stand-in for Paystack's Pay with Transfer. A transfer is
 * then confirmed here on the server, as Paystack's webhook confirms a real one, so the order is
 * paid even when the shopper's page is gone and no owner ever presses Confirm. A card is
 * confirmed by the payment-success page's verify, as before (both paths are idempotent).
 */
export async function payTestCharge(reference: string, payment: { cardNumber: string } | { channel: "bank_transfer" }): Promise<{ reference: string }> {
  const charged = await chargeTestTransaction(reference, payment);
  if ("channel" in payment) await (reference.startsWith(PAYMENT_LINK_PREFIX) ? verifyLinkPayment(reference) : verifyCardPayment(reference));
  return charged;
}
