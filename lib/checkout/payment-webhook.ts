import "server-only";
import { confirmCardPayment } from "@/lib/checkout/confirm-payment";
import { HttpError } from "@/lib/http/errors";
import { paystackSecretKey } from "@/lib/payments/config";
import { reshapeTransaction, type PaystackTransactionData } from "@/lib/payments/paystack";
import { isValidPaystackSignature } from "@/lib/payments/webhook-signature";

interface PaystackEvent {
  event?: unknown;
  data?: PaystackTransactionData;
}

// Allow-list: every other event is acknowledged and ignored.
const HANDLERS: Record<string, (data: PaystackTransactionData) => Promise<void>> = {
  "charge.success": async (data) => {
    const transaction = reshapeTransaction(data);
    if (!transaction.reference) return;
    try {
      await confirmCardPayment(transaction.reference, transaction);
    } catch (error) {
      // A reference that is not ours (another integration on the same account) is not an error for Paystack.
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  },
};

/**
 * Checks the signature over the raw body before reading anything, then runs the event's handler.
 * Confirmation is idempotent, so a replayed event changes nothing.
 */
export async function handlePaystackWebhook(rawBody: string, signature: string | null): Promise<{ handled: boolean }> {
  const secret = paystackSecretKey();
  if (!secret || !isValidPaystackSignature(rawBody, signature, secret)) throw new HttpError(401, "Invalid signature");
  let event: PaystackEvent;
  try {
    event = JSON.parse(rawBody) as PaystackEvent;
  } catch {
    throw new HttpError(400, "The request body must be valid JSON.");
  }
  const handler = typeof event.event === "string" ? HANDLERS[event.event] : undefined;
  if (!handler || !event.data) return { handled: false };
  await handler(event.data);
  return { handled: true };
}
