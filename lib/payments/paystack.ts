import "server-only";
import {
  PaymentProviderError,
  refundNote,
  toRefundStatus,
  toTransactionStatus,
  type InitializeInput,
  type InitializedTransaction,
  type PaymentProvider,
  type ProviderRefund,
  type RefundInput,
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

/** A refund as Paystack's Refund API returns it (create, list). */
export interface PaystackRefundData {
  id?: number | string;
  status?: string;
  amount?: number | string;
  merchant_note?: string | null;
  transaction?: { reference?: string } | number | string | null;
}

/** The data of a refund.* webhook event: no refund id is promised, and the amount may be a string. */
export interface PaystackRefundEventData {
  id?: number | string;
  status?: string;
  transaction_reference?: string;
  refund_reference?: string | null;
  amount?: number | string;
  currency?: string;
}

/** A refund.* event in our words. */
export interface RefundEvent {
  transactionReference: string;
  /** Paystack's refund id, when the event carries one. */
  refundId: string | null;
  /** The processor's reference for the money sent back, once there is one. */
  refundReference: string | null;
  amountKobo: number;
}

const koboOf = (value: unknown): number => {
  const amount = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof amount === "number" && Number.isInteger(amount) ? amount : -1;
};

export function reshapeRefund(data: PaystackRefundData): ProviderRefund {
  return { id: String(data.id ?? ""), status: toRefundStatus(data.status), amountKobo: koboOf(data.amount) };
}

export function reshapeRefundEvent(data: PaystackRefundEventData): RefundEvent {
  return {
    transactionReference: String(data.transaction_reference ?? ""),
    refundId: data.id === undefined || data.id === null ? null : String(data.id),
    refundReference: data.refund_reference ? String(data.refund_reference) : null,
    amountKobo: koboOf(data.amount),
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
      // An answer below 500 is Paystack saying no: the request did nothing.
      throw new PaymentProviderError(`Paystack refused ${path}: ${body.message ?? response.status}`, { refused: response.status < 500 });
    }
    return body.data;
  }

  private post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    return this.call<T>(path, { method: "POST", body: JSON.stringify(body) });
  }

  async initialize(input: InitializeInput): Promise<InitializedTransaction> {
    const data = await this.post<PaystackInitializeData>("/transaction/initialize", {
      email: input.email,
      amount: input.amountKobo,
      currency: "NGN",
      reference: input.reference,
      metadata: { orderNumber: input.orderNumber },
      // The owner's choice of what the pop-up offers (Pay with Transfer among them).
      ...(input.channels?.length ? { channels: input.channels } : {}),
      ...(input.callbackUrl ? { callback_url: input.callbackUrl } : {}),
    });
    if (!data.access_code || !data.reference) throw new PaymentProviderError("Paystack returned no access code");
    return { reference: data.reference, accessCode: data.access_code, authorizationUrl: data.authorization_url ?? "" };
  }

  async verify(reference: string): Promise<VerifiedTransaction> {
    const data = await this.call<PaystackTransactionData>(`/transaction/verify/${encodeURIComponent(reference)}`);
    return reshapeTransaction(data);
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    const data = await this.post<PaystackRefundData>("/refund", {
      transaction: input.reference,
      amount: input.amountKobo,
      currency: "NGN",
      customer_note: input.customerNote,
      merchant_note: refundNote(input.refundId),
    });
    return reshapeRefund(data);
  }

  async findRefund(reference: string, refundId: string): Promise<ProviderRefund | null> {
    const data = await this.call<PaystackRefundData[]>(`/refund?transaction=${encodeURIComponent(reference)}&perPage=100`);
    const found = (Array.isArray(data) ? data : []).find((refund) => refund.merchant_note === refundNote(refundId));
    return found ? reshapeRefund(found) : null;
  }
}
