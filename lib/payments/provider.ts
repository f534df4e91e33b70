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

export interface PaymentProvider {
  readonly name: ProviderName;
  initialize(input: InitializeInput): Promise<InitializedTransaction>;
  verify(reference: string): Promise<VerifiedTransaction>;
}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

export function toTransactionStatus(value: unknown): VerifiedTransaction["status"] {
  return value === "success" || value === "failed" || value === "abandoned" ? value : "pending";
}
