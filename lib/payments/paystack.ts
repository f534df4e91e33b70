import "server-only";
import {
  PaymentProviderError,
  toTransactionStatus,
  type InitializeInput,
  type InitializedTransaction,
  type PaymentProvider,
  type VerifiedTransaction,
} from "./provider";

// Paystack's JSON stays in this file: the rest of the shop sees our own types (the reshape* style).

export const DEFAULT_PAYSTACK_API_BASE = "https://api.paystack.co";
const TIMEOUT_MS = 10_000;

interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

interface PaystackInitializeData {
  authorization_url?: string;
  access_code?: string;
  reference?: string;
}

export interface PaystackTransactionData {
  status?: string;
  reference?: string;
  amount?: number;
  currency?: string;
  paid_at?: string | null;
  channel?: string | null;
}

export function reshapeTransaction(data: PaystackTransactionData): VerifiedTransaction {
  return {
    reference: String(data.reference ?? ""),
    status: toTransactionStatus(data.status),
    amountKobo: Number.isInteger(data.amount) ? (data.amount as number) : -1,
    currency: String(data.currency ?? ""),
    paidAt: data.paid_at ? new Date(data.paid_at) : null,
    channel: typeof data.channel === "string" ? data.channel : null,
  };
}

export class PaystackProvider implements PaymentProvider {
  readonly name = "paystack" as const;

  constructor(
    private readonly secretKey: string,
    private readonly apiBase: string = DEFAULT_PAYSTACK_API_BASE,
  ) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.apiBase.replace(/\/$/, "")}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${this.secretKey}`, "Content-Type": "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        cache: "no-store",
      });
    } catch (error) {
      throw new PaymentProviderError("Paystack could not be reached", { cause: error });
    }
    const body = (await response.json().catch(() => ({}))) as PaystackEnvelope<T>;
    if (!response.ok || body.status !== true || !body.data) {
      throw new PaymentProviderError(`Paystack refused ${path}: ${body.message ?? response.status}`);
    }
    return body.data;
  }

  async initialize(input: InitializeInput): Promise<InitializedTransaction> {
    const data = await this.call<PaystackInitializeData>("/transaction/initialize", {
      method: "POST",
      body: JSON.stringify({
        email: input.email,
        amount: input.amountKobo,
        currency: "NGN",
        reference: input.reference,
        metadata: { orderNumber: input.orderNumber },
        // The owner's choice of what the pop-up offers (Pay with Transfer among them).
        ...(input.channels?.length ? { channels: input.channels } : {}),
      }),
    });
    if (!data.access_code || !data.reference) throw new PaymentProviderError("Paystack returned no access code");
    return { reference: data.reference, accessCode: data.access_code, authorizationUrl: data.authorization_url ?? "" };
  }

  async verify(reference: string): Promise<VerifiedTransaction> {
    const data = await this.call<PaystackTransactionData>(`/transaction/verify/${encodeURIComponent(reference)}`);
    return reshapeTransaction(data);
  }
}
