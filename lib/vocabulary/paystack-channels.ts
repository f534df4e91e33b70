import { labelledValues } from "./labelled-values";

/**
 * The ways Paystack's pop-up can take a payment, by Paystack's own names (its initialize
 * `channels`). "bank_transfer" is Pay with Transfer: a one-time account for this payment,
 * confirmed by Paystack's webhook like a card; it is not the shop's own manual bank transfer.
 */
const paystackChannels = labelledValues({ card: "Card", bank_transfer: "Pay with Transfer", ussd: "USSD", bank: "Bank account" });

export const PAYSTACK_CHANNELS = paystackChannels.values;
export type PaystackChannel = (typeof PAYSTACK_CHANNELS)[number];
export const PAYSTACK_CHANNEL_LABELS = paystackChannels.labels;
export const isPaystackChannel = paystackChannels.includes;
