import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as testCharge } from "@/app/api/payment/test-charge/route";
import { GET as verify } from "@/app/api/payment/verify/[ref]/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { changeOrderStatus } from "@/lib/orders/order-status";
import type { StoreSettings } from "@/lib/settings/schemas";
import { ActivityEvent } from "@/models/activity-event";
import { TestTransaction } from "@/models/test-transaction";
import { Order } from "@/models/order";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { callRoute } from "../support/request";
import { bearer, createTestUser } from "../support/auth";
import { setupCheckoutTests } from "../support/checkout-tests";

setupCheckoutTests();

interface Placed {
  data: { reference: string; orderId: string };
}

const MINUTE = 60_000;

async function place(productId: string, method: "card" | "bank", quantity: number) {
  const { body } = await callRoute<Placed>(initialize, { method: "POST", body: initializeBody([{ product: productId, quantity }], { method }) });
  return body.data;
}

describe("releaseExpiredOrders", () => {
  it("cancels unpaid card orders after 30 minutes and returns their stock once", async () => {
    const product = await createProduct({ stock: 6 });
    const card = await place(product._id, "card", 2);
    const bank = await place(product._id, "bank", 1);
    expect(await stockOf(product._id)).toBe(3);

    expect(await releaseExpiredOrders(new Date(Date.now() + 29 * MINUTE))).toEqual([]);
    expect(await stockOf(product._id)).toBe(3);

    const later = new Date(Date.now() + 31 * MINUTE);
    const [first, second] = await Promise.all([releaseExpiredOrders(later), releaseExpiredOrders(later)]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual([card.orderId]);
    expect(await stockOf(product._id)).toBe(5);
    expect(await Order.findOne({ orderNumber: card.orderId }).lean()).toMatchObject({ status: "Cancelled", stockHeld: false });
    // The bank transfer keeps its stock for the settings' hold (48 hours by default).
    expect(await releaseExpiredOrders(new Date(Date.now() + 47 * 60 * MINUTE))).toEqual([]);
    expect(await Order.findOne({ orderNumber: bank.orderId }).lean()).toMatchObject({ status: "Pending", stockHeld: true });
  });

  it("cancels an unpaid transfer order once the settings' hold has passed and returns its stock once", async () => {
    const admin = await createTestUser({ role: "admin" });
    const settings = (await callRoute<StoreSettings>(getSettings, {})).body;
    await callRoute(putSettings, { method: "PUT", body: { ...settings, bankTransferHoldHours: 6 }, headers: await bearer(admin) });
    const product = await createProduct({ stock: 5 });
    const bank = await place(product._id, "bank", 2);
    const paid = await place(product._id, "bank", 1);
    await changeOrderStatus(paid.orderId, "Order Placed");
    expect(await stockOf(product._id)).toBe(2);

    expect(await releaseExpiredOrders(new Date(Date.now() + 5 * 60 * MINUTE))).toEqual([]);
    const later = new Date(Date.now() + 6 * 60 * MINUTE + MINUTE);
    const [first, second] = await Promise.all([releaseExpiredOrders(later), releaseExpiredOrders(later)]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual([bank.orderId]);
    expect(await stockOf(product._id)).toBe(4);
    expect(await Order.findOne({ orderNumber: bank.orderId }).lean()).toMatchObject({ status: "Cancelled", stockHeld: false });
    // The confirmed transfer is the owner's to fulfil, whatever the clock says.
    expect(await Order.findOne({ orderNumber: paid.orderId }).lean()).toMatchObject({ status: "Order Placed" });
    expect(await ActivityEvent.countDocuments({ kind: "order-cancelled", subject: bank.orderId })).toBe(1);
  });

  it("frees stock held by an expired card order when a new checkout needs it", async () => {
    const product = await createProduct({ stock: 2 });
    const stale = await place(product._id, "card", 2);
    expect(await stockOf(product._id)).toBe(0);
    await Order.updateOne({ orderNumber: stale.orderId }, { $set: { expiresAt: new Date(Date.now() - MINUTE) } });
    const { status, body } = await callRoute<Placed>(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity: 1 }]) });
    expect(status).toBe(200);
    expect(await Order.findOne({ orderNumber: stale.orderId }).lean()).toMatchObject({ status: "Cancelled" });
    expect(await Order.findOne({ orderNumber: body.data.orderId }).lean()).toMatchObject({ status: "Pending" });
    expect(await stockOf(product._id)).toBe(1);
  });

  it("does not take a test payment for an order that has expired", async () => {
    const product = await createProduct({ stock: 2 });
    const card = await place(product._id, "card", 1);
    await releaseExpiredOrders(new Date(Date.now() + 31 * MINUTE));
    const year = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
    const { status } = await callRoute(testCharge, { method: "POST", body: { reference: card.reference, cardNumber: "4084084084084081", expiry: `12/${year}`, cvv: "408" } });
    expect(status).toBe(409);
    expect(await TestTransaction.findOne({ reference: card.reference }).lean()).toMatchObject({ status: "pending" });
  });

  it("leaves paid orders alone", async () => {
    const product = await createProduct({ stock: 2 });
    const card = await place(product._id, "card", 1);
    await TestTransaction.updateOne({ reference: card.reference }, { $set: { status: "success", paidAt: new Date() } });
    await callRoute(verify, { params: { ref: card.reference } });
    expect(await releaseExpiredOrders(new Date(Date.now() + 60 * MINUTE))).toEqual([]);
    expect(await Order.findOne({ orderNumber: card.orderId }).lean()).toMatchObject({ status: "Order Placed" });
    expect(await stockOf(product._id)).toBe(1);
  });

  it("confirms instead of cancelling when the provider says the payment went through", async () => {
    const product = await createProduct({ stock: 2 });
    const card = await place(product._id, "card", 1);
    await TestTransaction.updateOne({ reference: card.reference }, { $set: { status: "success", paidAt: new Date() } });
    expect(await releaseExpiredOrders(new Date(Date.now() + 31 * MINUTE))).toEqual([]);
    expect(await Order.findOne({ orderNumber: card.orderId }).lean()).toMatchObject({ status: "Order Placed", payment: { state: "paid" } });
  });

  it("records a payment that arrives after the order expired without reopening it", async () => {
    const product = await createProduct({ stock: 2 });
    const card = await place(product._id, "card", 1);
    await releaseExpiredOrders(new Date(Date.now() + 31 * MINUTE));
    await TestTransaction.updateOne({ reference: card.reference }, { $set: { status: "success", paidAt: new Date() } });
    const answer = await callRoute<{ success: boolean }, { ref: string }>(verify, { params: { ref: card.reference } });
    expect(answer.body.success).toBe(false);
    expect(await Order.findOne({ orderNumber: card.orderId }).lean()).toMatchObject({ status: "Cancelled", payment: { state: "paid" } });
    expect(await stockOf(product._id)).toBe(2);
  });
});
