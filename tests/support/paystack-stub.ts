import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for api.paystack.co speaking its real shapes, so the app's Paystack adapter
// runs unchanged in tests with PAYSTACK_API_BASE pointing here.

export interface StubTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  accessCode: string;
  status: "ongoing" | "success" | "failed" | "abandoned";
  paidAt: string | null;
  /** What the stub reports as paid, when a test wants it to differ from what was asked. */
  paidAmount: number | null;
  /** The channels initialize asked the pop-up to offer (absent: Paystack's default). */
  channels: string[] | null;
  /** How the shopper paid: "card", or "bank_transfer" for Pay with Transfer. */
  channel: string;
}

/** A refund as the stub keeps it: Paystack's refund object, its status moved by the test. */
export interface StubRefund {
  id: number;
  reference: string;
  amount: number;
  status: "pending" | "processing" | "processed" | "failed";
  merchantNote: string;
  customerNote: string;
  /** The processor's reference, which Paystack sends once the refund is processed. */
  refundReference: string | null;
}

export interface PaystackStub {
  baseUrl: string;
  secretKey: string;
  transactions: Map<string, StubTransaction>;
  refunds: Map<number, StubRefund>;
  /** POST /refund answers 500 without doing anything while this is set (an outage). */
  refundOutage: boolean;
  /** The processor pays a refund back (or cannot): its status moves; send its webhook with refundWebhook. */
  processRefund(id: number): StubRefund;
  failRefund(id: number): StubRefund;
  /** A refund.* event, shaped as Paystack's documentation shows it (no refund id, the amount as text), signed. */
  refundWebhook(id: number, options?: { event?: string; secretKey?: string }): { body: string; headers: Record<string, string> };
  requests: { method: string; path: string }[];
  /** The shopper completes the pop-up: the transaction succeeds (optionally for another amount, or by transfer). */
  pay(reference: string, options?: { amount?: number; channel?: string }): StubTransaction;
  fail(reference: string): StubTransaction;
  /** A charge.success event for a transaction, signed like Paystack signs it. */
  webhook(reference: string, options?: { event?: string; secretKey?: string }): { body: string; headers: Record<string, string> };
  /** Posts that event to a running app. */
  sendWebhook(url: string, reference: string, options?: { event?: string; secretKey?: string }): Promise<Response>;
  stop(): Promise<void>;
}

export function signPaystack(body: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(body, "utf8").digest("hex");
}

function transactionData(transaction: StubTransaction) {
  return {
    id: Number.parseInt(transaction.accessCode.slice(0, 8), 16),
    domain: "test",
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.paidAmount ?? transaction.amount,
    currency: transaction.currency,
    paid_at: transaction.paidAt,
    channel: transaction.channel,
    gateway_response: transaction.status === "success" ? "Successful" : "Declined",
    customer: { email: transaction.email },
  };
}

function refundData(refund: StubRefund, transaction: StubTransaction | undefined) {
  return {
    id: refund.id,
    integration: 100032,
    domain: "test",
    transaction: transaction ? transactionData(transaction) : refund.reference,
    dispute: null,
    settlement: null,
    amount: refund.amount,
    deducted_amount: 0,
    fully_deducted: false,
    currency: "NGN",
    channel: null,
    status: refund.status,
    refunded_by: "owner@example.com",
    refunded_at: refund.status === "processed" ? new Date().toISOString() : null,
    expected_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    customer_note: refund.customerNote,
    merchant_note: refund.merchantNote,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

export async function startPaystackStub(secretKey = `sk_test_${randomBytes(12).toString("hex")}`): Promise<PaystackStub> {
  const transactions = new Map<string, StubTransaction>();
  const refunds = new Map<number, StubRefund>();
  const requests: { method: string; path: string }[] = [];
  const state = { refundOutage: false };
  let nextRefundId = 3_000_001;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      requests.push({ method: request.method ?? "GET", path });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: "Invalid key" });

      if (request.method === "POST" && path === "/transaction/initialize") {
        let body: { email?: string; amount?: number | string; reference?: string; currency?: string; channels?: unknown };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
        } catch {
          return send(400, { status: false, message: "Invalid JSON" });
        }
        const amount = Number(body.amount);
        if (!body.email || !Number.isInteger(amount) || amount <= 0) return send(400, { status: false, message: "Invalid amount or email" });
        const reference = body.reference ?? randomBytes(8).toString("hex");
        if (transactions.has(reference)) return send(400, { status: false, message: "Duplicate Transaction Reference" });
        const accessCode = randomBytes(8).toString("hex");
        transactions.set(reference, {
          reference,
          email: body.email,
          amount,
          currency: body.currency ?? "NGN",
          accessCode,
          status: "ongoing",
          paidAt: null,
          paidAmount: null,
          channels: Array.isArray(body.channels) ? body.channels.map(String) : null,
          channel: "card",
        });
        return send(200, {
          status: true,
          message: "Authorization URL created",
          data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
        });
      }

      // Create Refund: the transaction by reference (or id), an amount in kobo up to what is left of it.
      if (request.method === "POST" && path === "/refund") {
        if (state.refundOutage) return send(500, { status: false, message: "An error occurred" });
        let body: { transaction?: string | number; amount?: number | string; customer_note?: string; merchant_note?: string };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
        } catch {
          return send(400, { status: false, message: "Invalid JSON" });
        }
        const transaction = [...transactions.values()].find((candidate) => candidate.reference === String(body.transaction ?? ""));
        if (!transaction) return send(404, { status: false, message: "Transaction not found" });
        if (transaction.status !== "success") return send(400, { status: false, message: "Cannot refund a transaction that was not successful" });
        const paid = transaction.paidAmount ?? transaction.amount;
        const taken = [...refunds.values()].filter((refund) => refund.reference === transaction.reference && refund.status !== "failed").reduce((sum, refund) => sum + refund.amount, 0);
        const amount = body.amount === undefined ? paid - taken : Number(body.amount);
        if (!Number.isInteger(amount) || amount <= 0) return send(400, { status: false, message: "Invalid amount" });
        if (taken >= paid) return send(400, { status: false, message: "Transaction has been fully reversed" });
        if (amount > paid - taken) return send(400, { status: false, message: "Refund amount cannot be more than the unrefunded balance" });
        const refund: StubRefund = {
          id: nextRefundId++,
          reference: transaction.reference,
          amount,
          status: "pending",
          merchantNote: body.merchant_note ?? "",
          customerNote: body.customer_note ?? "",
          refundReference: null,
        };
        refunds.set(refund.id, refund);
        return send(200, { status: true, message: "Refund has been queued for processing", data: refundData(refund, transaction) });
      }

      // List Refunds of a transaction.
      if (request.method === "GET" && path === "/refund") {
        const wanted = new URL(request.url ?? "/", "http://stub").searchParams.get("transaction");
        const list = [...refunds.values()].filter((refund) => !wanted || refund.reference === wanted);
        return send(200, { status: true, message: "Refunds retrieved", data: list.map((refund) => refundData(refund, undefined)), meta: { total: list.length } });
      }

      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
      if (request.method === "GET" && verify) {
        const transaction = transactions.get(decodeURIComponent(verify[1] ?? ""));
        if (!transaction) return send(400, { status: false, message: "Transaction reference not found" });
        return send(200, { status: true, message: "Verification successful", data: transactionData(transaction) });
      }
      send(404, { status: false, message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const get = (reference: string) => {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`The stub has no transaction ${reference}`);
    return transaction;
  };
  const webhook: PaystackStub["webhook"] = (reference, options = {}) => {
    const body = JSON.stringify({ event: options.event ?? "charge.success", data: transactionData(get(reference)) });
    return { body, headers: { "content-type": "application/json", "x-paystack-signature": signPaystack(body, options.secretKey ?? secretKey) } };
  };

  const getRefund = (id: number) => {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`The stub has no refund ${id}`);
    return refund;
  };
  const refundWebhook: PaystackStub["refundWebhook"] = (id, options = {}) => {
    const refund = getRefund(id);
    const transaction = transactions.get(refund.reference);
    const event = options.event ?? (refund.status === "failed" ? "refund.failed" : "refund.processed");
    const body = JSON.stringify({
      event,
      data: {
        status: refund.status,
        transaction_reference: refund.reference,
        refund_reference: refund.refundReference,
        amount: String(refund.amount),
        currency: "NGN",
        processor: "mpgs_zen",
        customer: { first_name: "Adaeze", last_name: "Okafor", email: transaction?.email ?? "" },
        integration: 100032,
        domain: "test",
      },
    });
    return { body, headers: { "content-type": "application/json", "x-paystack-signature": signPaystack(body, options.secretKey ?? secretKey) } };
  };

  return {
    baseUrl,
    secretKey,
    transactions,
    refunds,
    get refundOutage() {
      return state.refundOutage;
    },
    set refundOutage(value: boolean) {
      state.refundOutage = value;
    },
    processRefund: (id) => Object.assign(getRefund(id), { status: "processed", refundReference: `RRN${id}` }),
    failRefund: (id) => Object.assign(getRefund(id), { status: "failed" }),
    refundWebhook,
    requests,
    pay: (reference, options = {}) =>
      Object.assign(get(reference), {
        status: "success",
        paidAt: new Date().toISOString(),
        paidAmount: options.amount ?? null,
        // Pay with Transfer: Paystack's charge.success then says channel "bank_transfer".
        channel: options.channel ?? "card",
      }),
    fail: (reference) => Object.assign(get(reference), { status: "failed" }),
    webhook,
    sendWebhook(url, reference, options) {
      const { body, headers } = webhook(reference, options);
      return fetch(url, { method: "POST", body, headers });
    },
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Points the app's payment configuration at a stub (Paystack mode) or clears it (test mode). */
export function usePaystackStub(stub: PaystackStub): void {
  process.env.PAYSTACK_SECRET_KEY = stub.secretKey;
  process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY = "pk_test_stub";
  process.env.PAYSTACK_API_BASE = stub.baseUrl;
  delete process.env.PAYMENTS_MODE;
}

export function useTestMode(): void {
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY;
  delete process.env.PAYSTACK_API_BASE;
}

/**
 * A suite whose every test pays through the stub: started once, the app pointed at it before each
 * test, stopped and test mode restored after. Returns the running stub, read inside a test.
 */
export function withPaystackStub(): () => PaystackStub {
  let stub: PaystackStub | undefined;
  beforeAll(async () => {
    stub = await startPaystackStub();
  });
  afterAll(async () => {
    useTestMode();
    await stub?.stop();
  });
  beforeEach(() => usePaystackStub(stub!));
  return () => stub!;
}
