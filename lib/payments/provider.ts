import type { Kobo } from "@/lib/money/naira";

/** The card payment providers the shop can use; bank transfers need no provider. */
export type ProviderName = "paystack" | "test";

export interface InitializeInput {
  email: string;
  amountKobo: Kobo;
  reference: string;
  orderNumber: string;
  /** Which of the provider's channels its pop-up offers (Paystack's names); absent: the provider's own choice. */
  channels?: readonly string[];
  /** Where the provider's own checkout page sends the buyer after paying (a payment link's). */
  callbackUrl?: string;
}

export interface InitializedTransaction {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
}

/** A transaction as the provider reports it, reshaped into our words. */
export interface VerifiedTransaction {
  reference: string;
  status: "success" | "failed" | "abandoned" | "pending";
  amountKobo: Kobo;
  currency: string;
  paidAt: Date | null;
  /** How the shopper paid (Paystack's channel: card, bank_transfer, ussd, bank), when the report says. */
  channel?: string | null;
}

export interface RefundInput {
  /** The transaction's reference, as the order keeps it. */
  reference: string;
  amountKobo: Kobo;
  /** Our id for the refund, written into the provider's note so the refund can be found again. */
  refundId: string;
  /** What the shopper reads beside the refund, when the provider shows one. */
  customerNote: string;
}

/** A refund as the provider reports it, reshaped into our words. */
export interface ProviderRefund {
  id: string;
  status: "pending" | "processed" | "failed";
  amountKobo: Kobo;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  initialize(input: InitializeInput): Promise<InitializedTransaction>;
  verify(reference: string): Promise<VerifiedTransaction>;
  /** Asks for money to go back; most providers answer pending and settle later (a webhook). */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The refund made for our refund id on this transaction, or null when the provider has none. */
  findRefund(reference: string, refundId: string): Promise<ProviderRefund | null>;
}

/**
 * The provider could not be reached or refused the request. `refused` says the provider answered
 * no (the request did nothing); otherwise nobody knows whether it was done.
 */
export class PaymentProviderError extends Error {
  readonly refused: boolean;

  constructor(message: string, options?: { cause?: unknown; refused?: boolean }) {
    super(message, options);
    this.name = "PaymentProviderError";
    this.refused = options?.refused ?? false;
  }
}

/** The note our refunds carry at the provider: it names our refund id, which finds it again. */
export function refundNote(refundId: string): string {
  return `Scents refund ${refundId}`;
}

export function toRefundStatus(value: unknown): ProviderRefund["status"] {
  return value === "processed" ? "processed" : value === "failed" ? "failed" : "pending";
}

export function toTransactionStatus(value: unknown): VerifiedTransaction["status"] {
  return value === "success" || value === "failed" || value === "abandoned" ? value : "pending";
}
