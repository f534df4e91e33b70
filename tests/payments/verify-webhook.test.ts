import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as testCharge } from "@/app/api/payment/test-charge/route";
import { GET as verify } from "@/app/api/payment/verify/[ref]/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { TOO_MANY_CHECKS, VERIFY_LIMITS } from "@/lib/checkout/checkout-limits";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { ActivityEvent } from "@/models/activity-event";
import { Order } from "@/models/order";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, initializeBody, SHIPPING } from "../support/order-fixtures";
import { withPaystackStub, usePaystackStub, useTestMode } from "../support/paystack-stub";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

interface Answer extends ApiAnswer {
  data: { reference: string; orderId: string; fullName: string; amountKobo: number };
}

const paystack = withPaystackStub();
afterEach(() => clearDatabase());

async function placeCardOrder() {
  const product = await createProduct({ price: 30000, stock: 5 });
  const { body } = await callRoute<Answer>(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity: 1 }]) });
  return body.data;
}

const verifyRef = (ref: string) => callRoute<Answer, { ref: string }>(verify, { url: `/api/payment/verify/${ref}`, params: { ref } });
const postWebhook = (body: string, headers: Record<string, string>) => callRoute<Answer>(webhook, { method: "POST", body, headers });
const orderFor = (orderId: string) => Order.findOne({ orderNumber: orderId }).lean();

describe("GET /api/payment/verify/[ref]", () => {
  it("confirms a successful payment once and answers with the order id and name", async () => {
    const placed = await placeCardOrder();
    paystack().pay(placed.reference);
    const first = await verifyRef(placed.reference);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { orderId: placed.orderId, fullName: SHIPPING.fullName } });
    const confirmed = await orderFor(placed.orderId);
    expect(confirmed).toMatchObject({ status: "Order Placed", payment: { state: "paid", paidAmountKobo: placed.amountKobo } });
    expect(confirmed?.expiresAt).toBeUndefined();

    const again = await verifyRef(placed.reference);
    expect(again.body.success).toBe(true);
    const replayed = paystack().webhook(placed.reference);
    expect((await postWebhook(replayed.body, replayed.headers)).status).toBe(200);
    const after = await orderFor(placed.orderId);
    expect(after?.statusHistory).toHaveLength(2);
    expect(after?.payment.paidAt?.getTime()).toBe(confirmed?.payment.paidAt?.getTime());
    expect(after?.updatedAt?.getTime()).toBe(confirmed?.updatedAt?.getTime());
    expect(await ActivityEvent.countDocuments({ kind: "payment-confirmed", subject: placed.orderId })).toBe(1);
  });

  it("does not confirm a transaction that has not succeeded", async () => {
    const placed = await placeCardOrder();
    expect((await verifyRef(placed.reference)).body.success).toBe(false);
    paystack().fail(placed.reference);
    expect((await verifyRef(placed.reference)).body).toEqual({ success: false, message: "Payment not successful" });
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Pending", payment: { state: "unpaid" } });
  });

  it("does not confirm when the amount paid differs from the order's total", async () => {
    const placed = await placeCardOrder();
    paystack().pay(placed.reference, { amount: 100 });
    expect((await verifyRef(placed.reference)).body.success).toBe(false);
    const { body, headers } = paystack().webhook(placed.reference);
    expect((await postWebhook(body, headers)).status).toBe(200);
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Pending", payment: { state: "unpaid" } });
  });

  it("answers 404 for a reference the shop never issued", async () => {
    const { status, body } = await verifyRef("SCN-NOPE");
    expect(status).toBe(404);
    expect(body.message).toBe("Not found");
  });

  it("does not confirm a bank transfer", async () => {
    const product = await createProduct({ stock: 2 });
    const placed = await callRoute<Answer>(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity: 1 }], { method: "bank" }) });
    expect((await verifyRef(placed.body.data.reference)).body.success).toBe(false);
    expect(await orderFor(placed.body.data.orderId)).toMatchObject({ status: "Pending" });
  });
});

describe("payment checks under abuse", () => {
  const verifyFrom = (ref: string, client: string) =>
    callRoute<Answer, { ref: string }>(verify, { url: `/api/payment/verify/${ref}`, params: { ref }, headers: { [CLIENT_ADDRESS_HEADER]: client } });
  const paystackVerifies = (ref: string) => paystack().requests.filter((request) => request.path === `/transaction/verify/${ref}`).length;

  it("asks Paystack once for a reference checked seconds ago, however many checks arrive", async () => {
    const placed = await placeCardOrder();
    const before = paystackVerifies(placed.reference);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => verifyFrom(placed.reference, `10.60.0.${index + 1}`)));
    expect(answers.map((answer) => answer.body.success)).toEqual([false, false, false, false, false]);
    expect(paystackVerifies(placed.reference) - before).toBe(1);
  });

  it("still confirms a payment that lands after a check, by the webhook or the next check", async () => {
    const placed = await placeCardOrder();
    expect((await verifyFrom(placed.reference, "10.61.0.1")).body.success).toBe(false);
    paystack().pay(placed.reference);
    const event = paystack().webhook(placed.reference);
    const [check] = await Promise.all([verifyFrom(placed.reference, "10.61.0.1"), postWebhook(event.body, event.headers)]);
    expect(check.body.success).toBe(true);
  });

  it("limits checks per reference and per client with 429", async () => {
    const placed = await placeCardOrder();
    const statuses: number[] = [];
    for (let index = 0; index < VERIFY_LIMITS.perReference.limit + 1; index += 1) statuses.push((await verifyFrom(placed.reference, `10.62.${index}.1`)).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await verifyFrom(placed.reference, "10.62.99.1");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_CHECKS);

    // One /64 looping on references it makes up: each a database read, never a Paystack call.
    const calls = paystack().requests.length;
    const fromOneClient: number[] = [];
    for (let index = 0; index < VERIFY_LIMITS.perClient.limit + 5; index += 1) fromOneClient.push((await verifyFrom(`SCN-GUESS${index}`, `2001:db8:62::${index + 1}`)).status);
    expect(fromOneClient.slice(0, VERIFY_LIMITS.perClient.limit).every((status) => status === 404)).toBe(true);
    expect(fromOneClient.slice(VERIFY_LIMITS.perClient.limit).every((status) => status === 429)).toBe(true);
    expect(paystack().requests.length).toBe(calls);
  }, 30_000);
});

describe("POST /api/payment/webhook", () => {
  it("confirms on a signed charge.success, once, and verify then agrees", async () => {
    const placed = await placeCardOrder();
    paystack().pay(placed.reference);
    const event = paystack().webhook(placed.reference);
    const first = await postWebhook(event.body, event.headers);
    expect(first.status).toBe(200);
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Order Placed", payment: { state: "paid" } });
    const second = await postWebhook(event.body, event.headers);
    expect(second.status).toBe(200);
    expect((await orderFor(placed.orderId))?.statusHistory).toHaveLength(2);
    expect((await verifyRef(placed.reference)).body.success).toBe(true);
    expect(await ActivityEvent.countDocuments({ kind: "payment-confirmed" })).toBe(1);
  });

  it("confirms once when verifies and webhooks race", async () => {
    const placed = await placeCardOrder();
    paystack().pay(placed.reference);
    const event = paystack().webhook(placed.reference);
    const answers = await Promise.all([
      verifyRef(placed.reference),
      postWebhook(event.body, event.headers),
      verifyRef(placed.reference),
      postWebhook(event.body, event.headers),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.body.success).toBe(true);
    expect(answers[2]?.body.success).toBe(true);
    expect((await orderFor(placed.orderId))?.statusHistory.map((entry) => entry.status)).toEqual(["Pending", "Order Placed"]);
    expect(await ActivityEvent.countDocuments({ kind: "payment-confirmed" })).toBe(1);
  });

  it("refuses a forged signature with 401 and changes nothing", async () => {
    const placed = await placeCardOrder();
    paystack().pay(placed.reference);
    const forged = paystack().webhook(placed.reference, { secretKey: "sk_attacker" });
    const { status } = await postWebhook(forged.body, forged.headers);
    expect(status).toBe(401);
    const unsigned = paystack().webhook(placed.reference);
    expect((await postWebhook(unsigned.body, { "content-type": "application/json" })).status).toBe(401);
    const tampered = paystack().webhook(placed.reference);
    expect((await postWebhook(tampered.body.replace('"success"', '"success" '), tampered.headers)).status).toBe(401);
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Pending", payment: { state: "unpaid" } });
  });

  it("acknowledges events it does not handle and references it does not know", async () => {
    const placed = await placeCardOrder();
    const other = paystack().webhook(placed.reference, { event: "transfer.success" });
    expect((await postWebhook(other.body, other.headers)).status).toBe(200);
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Pending" });
  });

  it("refuses every webhook in test mode, where there is no secret to check it", async () => {
    const placed = await placeCardOrder();
    paystack().pay(placed.reference);
    const event = paystack().webhook(placed.reference);
    useTestMode();
    expect((await postWebhook(event.body, event.headers)).status).toBe(401);
  });
});

describe("test mode", () => {
  beforeEach(() => useTestMode());

  const charge = (body: Record<string, string>) => callRoute<Answer>(testCharge, { method: "POST", body });
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");

  it("charges the labelled test card and confirms through verify", async () => {
    const placed = await placeCardOrder();
    expect((await verifyRef(placed.reference)).body.success).toBe(false);
    const charged = await charge({ reference: placed.reference, cardNumber: "4084 0840 8408 4081", expiry: `12/${nextYear}`, cvv: "408" });
    expect(charged.status).toBe(200);
    expect((await verifyRef(placed.reference)).body).toMatchObject({ success: true, data: { orderId: placed.orderId } });
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Order Placed", payment: { provider: "test", state: "paid" } });
  });

  it.each([
    [{ cardNumber: "" }, "cardNumber", "Card number is required"],
    [{ cardNumber: "4084 0840" }, "cardNumber", "Card number must be 16 digits"],
    [{ cardNumber: "3782822463100051" }, "cardNumber", "Only Mastercard, Visa, or Verve cards are accepted"],
    [{ expiry: "" }, "expiry", "Expiry date is required"],
    [{ expiry: "1/30" }, "expiry", "Expiry date must be MM/YY"],
    [{ expiry: "13/30" }, "expiry", "Invalid month"],
    [{ expiry: "01/20" }, "expiry", "Card has expired"],
    [{ cvv: "" }, "cvv", "CVV is required"],
    [{ cvv: "12" }, "cvv", "CVV must be 3 or 4 digits"],
  ])("refuses %j with the spec's message and charges nothing", async (change, field, message) => {
    const placed = await placeCardOrder();
    const answer = await charge({ reference: placed.reference, cardNumber: "5399 8300 0000 0008", expiry: `12/${nextYear}`, cvv: "123", ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.[field]).toEqual([message]);
    expect((await verifyRef(placed.reference)).body.success).toBe(false);
  });

  it("has no test charge when Paystack is configured", async () => {
    const placed = await placeCardOrder();
    usePaystackStub(paystack());
    const answer = await charge({ reference: placed.reference, cardNumber: "4084084084084081", expiry: `12/${nextYear}`, cvv: "408" });
    expect(answer.status).toBe(404);
  });
});
