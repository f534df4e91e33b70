/**
 * The ways Paystack's pop-up can take a payment, by Paystack's own names (its initialize
 * `channels`). "bank_transfer" is Pay with Transfer: a one-time account for this payment,
 * confirmed by Paystack's webhook like a card; it is not the shop's own manual bank transfer.
 */
export const PAYSTACK_CHANNELS = ["card", "bank_transfer", "ussd", "bank"] as const;
export type PaystackChannel = (typeof PAYSTACK_CHANNELS)[number];

export const PAYSTACK_CHANNEL_LABELS: Record<PaystackChannel, string> = {
  card: "Card",
  bank_transfer: "Pay with Transfer",
  ussd: "USSD",
  bank: "Bank account",
};

export function isPaystackChannel(value: unknown): value is PaystackChannel {
  return (PAYSTACK_CHANNELS as readonly unknown[]).includes(value);
}
