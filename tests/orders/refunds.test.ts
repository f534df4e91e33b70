import { randomBytes } from "node:crypto";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as testCharge } from "@/app/api/payment/test-charge/route";
import { GET as verify } from "@/app/api/payment/verify/[ref]/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { POST as refundRoute } from "@/app/api/orders/refunds/[id]/route";
import { GET as track } from "@/app/api/orders/track/route";
import { countDueSales, ledgerTotals } from "@/lib/analytics/sales-ledger";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { recoverRefunds, REFUND_GRACE_MS } from "@/lib/checkout/refund-events";
import { settleRefund } from "@/lib/checkout/refund-settle";
import { finishRefund } from "@/lib/checkout/refund-steps";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { PaystackProvider } from "@/lib/payments/paystack";
import type { AdminOrderView } from "@/lib/orders/admin-orders";
import { ActivityEvent } from "@/models/activity-event";
import { MailMessage } from "@/models/mail-message";
import { Order, type OrderRecord } from "@/models/order";
import { Product } from "@/models/product";
import { Promotion } from "@/models/promotion";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder, EMAIL, initializeBody, stockOf } from "../support/order-fixtures";
import { withPaystackStub, useTestMode } from "../support/paystack-stub";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

interface RefundAnswer extends ApiAnswer {
  order: AdminOrderView;
}

let admin: Record<string, string>;
const paystack = withPaystackStub();

beforeEach(async () => {
  paystack().refundOutage = false;
  paystack().refunds.clear();
  paystack().requests.length = 0;
  admin = await bearer(await createTestUser({ role: "admin" }));
});
afterEach(() => clearDatabase());

const newKey = () => randomBytes(12).toString("hex");

const refund = (orderNumber: string, body: Record<string, unknown>, headers: Record<string, string> = admin) =>
  callRoute<RefundAnswer, { id: string }>(refundRoute, { method: "POST", url: `/api/orders/refunds/${orderNumber}`, body: { key: newKey(), ...body }, headers, params: { id: orderNumber } });

const postWebhook = (event: { body: string; headers: Record<string, string> }) => callRoute<ApiAnswer>(webhook, { method: "POST", body: event.body, headers: event.headers });
const stored = async (orderNumber: string) => (await Order.findOne({ orderNumber }).lean<OrderRecord>()) as OrderRecord;
const refundMails = (orderId: string) => MailMessage.find({ kind: "order-refunded", key: new RegExp(`^order:${orderId}:refund:`) }).lean();
const refundRequests = () => paystack().requests.filter((request) => request.method === "POST" && request.path === "/refund").length;

/** A card order paid through the stub and its webhook: 2 units of a ₦30,000 perfume, ₦5,000 delivery. */
async function paidCardOrder(options: { promoCode?: string } = {}) {
  const product = await createProduct({ price: 30000, stock: 5 });
  const placed = await callRoute<{ data: { reference: string; orderId: string; amountKobo: number } }>(initialize, {
    method: "POST",
    body: initializeBody([{ product: product._id, quantity: 2 }], options.promoCode ? { promoCode: options.promoCode } : {}),
  });
  const { reference, orderId, amountKobo } = placed.body.data;
  paystack().pay(reference);
  expect((await postWebhook(paystack().webhook(reference))).status).toBe(200);
  const order = await stored(orderId);
  expect(order.payment.state).toBe("paid");
  return { product, order, reference, amountKobo };
}

const sales = async () => {
  await countDueSales();
  return (await ledgerTotals()).sales;
};

describe("card refunds through Paystack", () => {
  it("asks Paystack for the amount in kobo, stays pending, and follows the processed webhook once", async () => {
    const { product, order, reference, amountKobo } = await paidCardOrder();
    const salesBefore = await sales();
    expect(salesBefore).toBe(amountKobo / 100);
    const line = order.orderItems[0]!._id.toString();
    const key = newKey();

    const first = await refund(order.orderNumber, { key, amount: 20000, reason: "One bottle arrived broken", restock: [{ item: line, quantity: 1 }] });
    expect(first.status).toBe(200);
    expect(refundRequests()).toBe(1);
    const [asked] = [...paystack().refunds.values()];
    expect(asked).toMatchObject({ reference, amount: 2_000_000, status: "pending" });
    expect(first.body.order.refunds).toEqual([expect.objectContaining({ amount: 20000, state: "pending", method: "paystack", restock: [{ item: line, quantity: 1 }] })]);
    let after = await stored(order.orderNumber);
    expect(after.refundReservedKobo).toBe(2_000_000);
    expect(after.refundedKobo).toBeUndefined();
    expect(await stockOf(product._id)).toBe(3);
    expect(await refundMails(order._id.toString())).toHaveLength(0);

    // A second click (the same key) changes nothing and asks Paystack nothing.
    const again = await refund(order.orderNumber, { key, amount: 20000 });
    expect(again.status).toBe(200);
    expect(refundRequests()).toBe(1);
    expect((await stored(order.orderNumber)).refunds).toHaveLength(1);

    paystack().processRefund(asked!.id);
    const event = paystack().refundWebhook(asked!.id);
    expect((await postWebhook(event)).status).toBe(200);
    after = await stored(order.orderNumber);
    expect(after.refunds?.[0]).toMatchObject({ state: "processed", reference: `RRN${asked!.id}` });
    expect(after.refunds?.[0]?.open).toBeUndefined();
    expect(after.refundedKobo).toBe(2_000_000);
    expect(await stockOf(product._id)).toBe(4);
    expect(await sales()).toBe(salesBefore - 20000);
    const mails = await refundMails(order._id.toString());
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: EMAIL, data: expect.objectContaining({ refundKobo: 2_000_000, refundedKobo: 2_000_000, method: "card" }) });

    // The replayed webhook changes nothing: stock, ledger, mail and activity stay.
    expect((await postWebhook(event)).status).toBe(200);
    expect(await stockOf(product._id)).toBe(4);
    expect(await sales()).toBe(salesBefore - 20000);
    expect(await refundMails(order._id.toString())).toHaveLength(1);
    expect(await ActivityEvent.countDocuments({ kind: "order-refunded", subject: order.orderNumber })).toBe(1);
    expect(first.body.order.refundLabel).toBeNull();
    expect((await refund(order.orderNumber, { amount: 0.01 })).body.order.refundLabel).toBe("Partially refunded");
  });

  it("refunds the rest: the order reads Refunded and its promotion use goes back once", async () => {
    const promotion = await Promotion.create({ name: "Ten", code: "TEN", discount: 10, startDate: shopDay(new Date(Date.now() - 86_400_000)), endDate: shopDay(new Date(Date.now() + 86_400_000)), usageLimit: 5 });
    const { order, amountKobo } = await paidCardOrder({ promoCode: "TEN" });
    expect((await Promotion.findById(promotion._id).lean())?.usedCount).toBe(1);

    await refund(order.orderNumber, { amount: 10000 });
    await refund(order.orderNumber, { amount: (amountKobo - 1_000_000) / 100 });
    expect(refundRequests()).toBe(2);
    for (const pending of paystack().refunds.values()) paystack().processRefund(pending.id);
    const [firstRefund, secondRefund] = [...paystack().refunds.values()];
    await postWebhook(paystack().refundWebhook(secondRefund!.id));
    await postWebhook(paystack().refundWebhook(firstRefund!.id));
    await postWebhook(paystack().refundWebhook(firstRefund!.id));

    const after = await stored(order.orderNumber);
    expect(after.refundedKobo).toBe(amountKobo);
    expect(after.refunds?.map((entry) => entry.state)).toEqual(["processed", "processed"]);
    expect((await Promotion.findById(promotion._id).lean())?.usedCount).toBe(0);
    const more = await refund(order.orderNumber, { amount: 1 });
    expect(more.status).toBe(400);
    expect(more.body.fieldErrors).toEqual({ amount: ["Everything paid has already been refunded."] });
    expect(more.body.order).toBeUndefined();
    const view = (await refund(order.orderNumber, { key: after.refunds![0]!.key, amount: 10000 })).body.order;
    expect(view).toMatchObject({ refundLabel: "Refunded", refundedTotal: amountKobo / 100 });
    expect(await sales()).toBe(0);
    expect((await refundMails(order._id.toString())).map((mail) => mail.data.refundedKobo)).toEqual(expect.arrayContaining([amountKobo]));
  });

  it("frees the amount again when Paystack's refund.failed arrives, and puts no stock back", async () => {
    const { product, order, amountKobo } = await paidCardOrder();
    await refund(order.orderNumber, { amount: amountKobo / 100, restock: [{ item: order.orderItems[0]!._id.toString(), quantity: 2 }] });
    const [asked] = [...paystack().refunds.values()];
    paystack().failRefund(asked!.id);
    const event = paystack().refundWebhook(asked!.id);
    await postWebhook(event);
    await postWebhook(event);
    const after = await stored(order.orderNumber);
    expect(after.refunds?.[0]).toMatchObject({ state: "failed" });
    expect(after.refundReservedKobo).toBe(0);
    expect(after.refundedKobo).toBeUndefined();
    expect(await stockOf(product._id)).toBe(3);
    expect(await refundMails(order._id.toString())).toHaveLength(0);
    // The whole amount may be refunded again, and its units restocked again.
    expect((await refund(order.orderNumber, { amount: amountKobo / 100, restock: [{ item: order.orderItems[0]!._id.toString(), quantity: 2 }] })).status).toBe(200);
  });

  it("refuses a forged refund webhook", async () => {
    const { order } = await paidCardOrder();
    await refund(order.orderNumber, { amount: 1000 });
    const [asked] = [...paystack().refunds.values()];
    paystack().processRefund(asked!.id);
    expect((await postWebhook(paystack().refundWebhook(asked!.id, { secretKey: "sk_attacker" }))).status).toBe(401);
    expect((await stored(order.orderNumber)).refunds?.[0]?.state).toBe("pending");
  });

  it("leaves a refund requested while Paystack is down, and the recovery pass finds a refund that reached it before asking again", async () => {
    const { order, reference } = await paidCardOrder();
    paystack().refundOutage = true;
    const first = await refund(order.orderNumber, { amount: 5000 });
    expect(first.status).toBe(200);
    expect(first.body.order.refunds[0]).toMatchObject({ state: "requested" });
    paystack().refundOutage = false;
    const requested = (await stored(order.orderNumber)).refunds![0]!;

    // Too soon: a request may still be on its way.
    await recoverRefunds(new Date());
    expect(refundRequests()).toBe(1);

    // As if the request had reached Paystack and the answer was lost in a crash.
    await new PaystackProvider(paystack().secretKey, paystack().baseUrl).refund({ reference, amountKobo: 500_000, refundId: requested._id.toString(), customerNote: "" });
    expect(paystack().refunds.size).toBe(1);
    await recoverRefunds(new Date(Date.now() + REFUND_GRACE_MS + 1000));
    expect(paystack().refunds.size).toBe(1);
    const [found] = [...paystack().refunds.values()];
    expect((await stored(order.orderNumber)).refunds?.[0]).toMatchObject({ state: "pending", providerRefundId: String(found!.id) });
  });

  it("asks again, once, for a requested refund that never reached Paystack", async () => {
    const { order } = await paidCardOrder();
    paystack().refundOutage = true;
    await refund(order.orderNumber, { amount: 5000 });
    paystack().refundOutage = false;
    const later = new Date(Date.now() + REFUND_GRACE_MS + 1000);
    await recoverRefunds(later);
    await recoverRefunds(later);
    expect(paystack().refunds.size).toBe(1);
    expect((await stored(order.orderNumber)).refunds?.[0]?.state).toBe("pending");
  });

  it("finishes a refund whose webhook stopped after settling it: stock, ledger and mail once, however often the steps run", async () => {
    const { product, order, amountKobo } = await paidCardOrder();
    await refund(order.orderNumber, { amount: 10000, restock: [{ item: order.orderItems[0]!._id.toString(), quantity: 2 }] });
    const pending = (await stored(order.orderNumber)).refunds![0]!;
    // The crash: settled, and nothing after it.
    expect(await settleRefund(order._id, pending._id, { state: "processed" })).toBe(true);
    expect(await settleRefund(order._id, pending._id, { state: "processed" })).toBe(false);
    expect(await stockOf(product._id)).toBe(3);
    await Promise.all([recoverRefunds(), finishRefund(order._id, pending._id), finishRefund(order._id, pending._id)]);
    await recoverRefunds();
    expect(await stockOf(product._id)).toBe(5);
    expect(await Product.exists({ _id: product._id, "restocks.0": { $exists: true } })).toBeNull();
    expect(await refundMails(order._id.toString())).toHaveLength(1);
    expect(await sales()).toBe((amountKobo - 1_000_000) / 100);
    expect((await stored(order.orderNumber)).refunds?.[0]?.open).toBeUndefined();
  });

  it("never refunds more than was paid, however many clicks race", async () => {
    const { order, amountKobo } = await paidCardOrder();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(order.orderNumber, { amount: 30000 })));
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBe(Math.floor(amountKobo / 3_000_000));
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 400 && answer.body.fieldErrors?.amount)).toBe(true);
    const after = await stored(order.orderNumber);
    expect(after.refundReservedKobo).toBe(accepted * 3_000_000);
    expect(refundRequests()).toBe(accepted);
    expect([...paystack().refunds.values()].reduce((sum, entry) => sum + entry.amount, 0)).toBeLessThanOrEqual(amountKobo);
  });
});

describe("bank-transfer refunds", () => {
  it("records the transfer the owner made back: processed at once, stock back per line, mail and ledger", async () => {
    const product = await Product.create({ brand: "B", name: "Held", price: 10000, description: "d", stock: 3 });
    const order = await createTestOrder({ method: "bank", status: "Processing", state: "paid", totalPrice: 10750, product: { id: product._id.toString(), quantity: 2, takeStock: true } });
    const before = await sales();
    const key = newKey();
    const body = { key, amount: 10750, restock: [{ item: order.orderItems[0]!._id.toString(), quantity: 2 }], transfer: { reference: "FT2611040001", date: "2026-11-04" } };
    const first = await refund(order.orderNumber, body);
    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ refundLabel: "Refunded", refundedTotal: 10750 });
    expect(first.body.order.refunds[0]).toMatchObject({ state: "processed", method: "bank", reference: "FT2611040001" });
    expect((await Product.findById(product._id).lean())?.stock).toBe(3);
    expect(await sales()).toBe(before - 10750);
    expect(await refundMails(order._id.toString())).toHaveLength(1);
    // The shopper's tracking page says so too.
    const tracked = await callRoute<{ refund: unknown }>(track, { url: `/api/orders/track?orderNumber=${order.orderNumber}&email=${order.email}` });
    expect(tracked.body.refund).toEqual({ label: "Refunded", amount: 10750 });

    expect((await refund(order.orderNumber, body)).status).toBe(200);
    expect((await Product.findById(product._id).lean())?.stock).toBe(3);
    expect(await refundMails(order._id.toString())).toHaveLength(1);
    expect((await stored(order.orderNumber)).refunds).toHaveLength(1);
  });

  it("needs the transfer's reference, and refuses unpaid orders, too much, and too many units", async () => {
    const unpaid = await createTestOrder({ method: "bank", status: "Pending" });
    expect((await refund(unpaid.orderNumber, { amount: 100, transfer: { reference: "X", date: "2026-11-04" } })).status).toBe(409);
    const order = await createTestOrder({ method: "bank", status: "Order Placed", state: "paid", totalPrice: 10750 });
    const missing = await refund(order.orderNumber, { amount: 100 });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ "transfer.reference": ["Enter the transfer's reference"] });
    const transfer = { reference: "FT1", date: "2026-11-04" };
    expect((await refund(order.orderNumber, { amount: 10750.01, transfer })).body.fieldErrors).toEqual({ amount: ["At most ₦10,750.00 can still be refunded."] });
    expect((await refund(order.orderNumber, { amount: 1, transfer, restock: [{ item: order.orderItems[0]!._id.toString(), quantity: 2 }] })).body.fieldErrors).toEqual({
      restock: ["Only 1 of Test Scent can still go back to stock."],
    });
    expect((await refund(order.orderNumber, { amount: 1.001, transfer })).status).toBe(400);
    expect((await stored(order.orderNumber)).refunds).toBeUndefined();
  });

  it("never sends back to stock the units of an order paid after it was cancelled: its cancellation returned them", async () => {
    const product = await createProduct({ price: 30000, stock: 5 });
    const placed = await callRoute<{ data: { reference: string; orderId: string } }>(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity: 2 }]) });
    const { reference, orderId } = placed.body.data;
    expect(await stockOf(product._id)).toBe(3);
    await Order.updateOne({ orderNumber: orderId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await releaseExpiredOrders(new Date());
    expect(await stockOf(product._id)).toBe(5);
    paystack().pay(reference);
    expect((await postWebhook(paystack().webhook(reference))).status).toBe(200);
    const late = await stored(orderId);
    expect(late).toMatchObject({ status: "Cancelled", payment: { state: "paid" } });

    const line = late.orderItems[0]!._id.toString();
    const refused = await refund(orderId, { amount: 10, restock: [{ item: line, quantity: 1 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ restock: ["This order's units went back to stock when it was cancelled; none can go back again."] });
    const refunded = await refund(orderId, { amount: 10 });
    expect(refunded.status).toBe(200);
    // The form offers no line to send back.
    expect(refunded.body.order.orderItems[0]).toMatchObject({ quantity: 2, restockable: 0 });
    expect(await stockOf(product._id)).toBe(5);
  });

  it("holds under ten racing clicks: the refunds never pass what was paid", async () => {
    const order = await createTestOrder({ method: "bank", status: "Order Placed", state: "paid", totalPrice: 10750 });
    const transfer = { reference: "FT-RACE", date: "2026-11-04" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.orderNumber, { amount: 3000, transfer })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const after = await stored(order.orderNumber);
    expect(after.refundedKobo).toBe(900_000);
    expect(after.refundReservedKobo).toBe(900_000);
    expect(after.refunds).toHaveLength(3);
  });

  it("is for admins only", async () => {
    const order = await createTestOrder({ method: "bank", status: "Order Placed", state: "paid" });
    const customer = await bearer(await createTestUser({ role: "customer" }));
    expect((await refund(order.orderNumber, { amount: 1, transfer: { reference: "X", date: "2026-11-04" } }, customer)).status).toBe(403);
    expect((await refund(order.orderNumber, { amount: 1, transfer: { reference: "X", date: "2026-11-04" } }, {})).status).toBe(401);
    expect((await stored(order.orderNumber)).refunds).toBeUndefined();
  });
});

describe("test mode", () => {
  it("refunds a test card payment at once", async () => {
    useTestMode();
    const product = await createProduct({ price: 20000, stock: 4 });
    const placed = await callRoute<{ data: { reference: string; orderId: string } }>(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity: 1 }]) });
    const { reference, orderId } = placed.body.data;
    await callRoute(testCharge, { method: "POST", body: { reference, cardNumber: "4084084084084081", expiry: "12/40", cvv: "408", cardName: "Ada" } });
    await callRoute(verify, { url: `/api/payment/verify/${reference}`, params: { ref: reference } });
    const answer = await refund(orderId, { amount: 5000, restock: [{ item: (await stored(orderId)).orderItems[0]!._id.toString(), quantity: 1 }] });
    expect(answer.status).toBe(200);
    expect(answer.body.order.refunds[0]).toMatchObject({ state: "processed", method: "test" });
    expect(await stockOf(product._id)).toBe(4);
  });
});
