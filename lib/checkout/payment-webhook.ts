import "server-only";
import { confirmCardPayment } from "./confirm-payment";
import { confirmLinkPayment } from "./draft-order-placement";
import { PAYMENT_LINK_PREFIX } from "@/lib/vocabulary/draft-orders";
import { paystackSecretKey } from "@/lib/payments/config";
import { reshapeRefundEvent, reshapeTransaction, type PaystackRefundEventData, type PaystackTransactionData } from "@/lib/payments/paystack";
import { isValidPaystackSignature } from "@/lib/payments/webhook-signature";
import { settleRefundEvent } from "./refund-events";
import { checkoutRefusal, isCheckoutRefusal } from "./refusals";

interface PaystackEvent {
  event?: unknown;
  data?: PaystackTransactionData & PaystackRefundEventData;
}

// Allow-list: every other event is acknowledged and ignored.
const HANDLERS: Record<string, (data: PaystackTransactionData & PaystackRefundEventData) => Promise<void>> = {
  "charge.success": async (data) => {
    const transaction = reshapeTransaction(data);
    if (!transaction.reference) return;
    try {
      // A draft's payment link has its own reference; the first payment of it makes its order.
      const confirm = transaction.reference.startsWith(PAYMENT_LINK_PREFIX) ? confirmLinkPayment : confirmCardPayment;
      await confirm(transaction.reference, transaction);
    } catch (error) {
      // A reference that is not ours (another integration on the same account) is not an error for Paystack.
      if (!isCheckoutRefusal(error, "order-not-found")) throw error;
    }
  },
  // A refund the owner made from the order's page is settled by these, once (lib/checkout/refund-events.ts).
  "refund.processed": (data) => settleRefundEvent(reshapeRefundEvent(data), "processed"),
  "refund.failed": (data) => settleRefundEvent(reshapeRefundEvent(data), "failed"),
};

/**
 * Checks the signature over the raw body before reading anything, then runs the event's handler.
 * Confirmation is idempotent, so a replayed event changes nothing.
 */
export async function handlePaystackWebhook(rawBody: string, signature: string | null): Promise<{ handled: boolean }> {
  const secret = paystackSecretKey();
  if (!secret || !isValidPaystackSignature(rawBody, signature, secret)) throw checkoutRefusal.badSignature();
  let event: PaystackEvent;
  try {
    event = JSON.parse(rawBody) as PaystackEvent;
  } catch {
    throw checkoutRefusal.notJson();
  }
  const handler = typeof event.event === "string" ? HANDLERS[event.event] : undefined;
  if (!handler || !event.data) return { handled: false };
  await handler(event.data);
  return { handled: true };
}
