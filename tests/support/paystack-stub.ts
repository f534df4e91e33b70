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

export interface PaystackStub {
  baseUrl: string;
  secretKey: string;
  transactions: Map<string, StubTransaction>;
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

export async function startPaystackStub(secretKey = `sk_test_${randomBytes(12).toString("hex")}`): Promise<PaystackStub> {
  const transactions = new Map<string, StubTransaction>();
  const requests: { method: string; path: string }[] = [];

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

  return {
    baseUrl,
    secretKey,
    transactions,
    requests,
    pay(reference, options = {}) {
      const transaction = get(reference);
      transaction.status = "success";
      transaction.paidAt = new Date().toISOString();
      transaction.paidAmount = options.amount ?? null;
      // Pay with Transfer: Paystack's charge.success then says channel "bank_transfer".
      transaction.channel = options.channel ?? "card";
      return transaction;
    },
    fail(reference) {
      const transaction = get(reference);
      transaction.status = "failed";
      return transaction;
    },
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
