import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as testCharge } from "@/app/api/payment/test-charge/route";
import { GET as verify } from "@/app/api/payment/verify/[ref]/route";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { ActivityEvent } from "@/models/activity-event";
import { Order } from "@/models/order";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { callRoute } from "../support/request";
import { setupCheckoutTests } from "../support/checkout-tests";

setupCheckoutTests();

interface Placed {
  data: { reference: string; orderId: string };
}

async function place(method: "card" | "bank", quantity = 2) {
  const product = await createProduct({ stock: 5 });
  const { body } = await callRoute<Placed>(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity }], { method }) });
  return { productId: product._id, ...body.data };
}

async function payByCard(reference: string) {
  const year = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
  await callRoute(testCharge, { method: "POST", body: { reference, cardNumber: "4084084084084081", expiry: `12/${year}`, cvv: "408" } });
  await callRoute(verify, { params: { ref: reference } });
}

async function expectConflict(promise: Promise<unknown>) {
  await expect(promise).rejects.toBeInstanceOf(DomainError);
  await expect(promise).rejects.toMatchObject({ kind: "conflict" });
}

describe("changeOrderStatus", () => {
  it("confirms a Pending bank transfer as paid when moved to Order Placed", async () => {
    const order = await place("bank");
    const stored = await Order.findOne({ orderNumber: order.orderId }).lean();
    const updated = await changeOrderStatus(String(stored?._id), "Order Placed");
    expect(updated).toMatchObject({ status: "Order Placed", payment: { state: "paid", paidAmountKobo: Math.round((stored?.totalPrice ?? 0) * 100) } });
    expect(updated.payment.paidAt).toBeInstanceOf(Date);
    expect(updated.statusHistory.map((entry) => entry.status)).toEqual(["Pending", "Order Placed"]);
    expect(await ActivityEvent.countDocuments({ kind: "payment-confirmed", subject: order.orderId })).toBe(1);
    expect(await stockOf(order.productId)).toBe(3);
  });

  it("moves a paid order among the fulfilment statuses, both ways", async () => {
    const order = await place("bank");
    await changeOrderStatus(order.orderId, "Order Placed");
    expect((await changeOrderStatus(order.orderId, "Processing")).status).toBe("Processing");
    expect((await changeOrderStatus(order.orderId, "Shipped")).status).toBe("Shipped");
    expect((await changeOrderStatus(order.orderId, "Processing")).status).toBe("Processing");
    expect((await changeOrderStatus(order.orderId, "Delivered")).status).toBe("Delivered");
    expect(await ActivityEvent.countDocuments({ kind: "order-status-changed", subject: order.orderId })).toBe(4);
  });

  it("cancels a Pending order once and gives its stock back once", async () => {
    const order = await place("bank", 3);
    expect(await stockOf(order.productId)).toBe(2);
    const results = await Promise.allSettled([changeOrderStatus(order.orderId, "Cancelled"), changeOrderStatus(order.orderId, "Cancelled")]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await stockOf(order.productId)).toBe(5);
    expect(await Order.findOne({ orderNumber: order.orderId }).lean()).toMatchObject({ status: "Cancelled", stockHeld: false });
    expect(await ActivityEvent.countDocuments({ kind: "order-cancelled" })).toBe(1);
  });

  it("refuses to cancel an order that is no longer Pending", async () => {
    const order = await place("card");
    await payByCard(order.reference);
    await expectConflict(changeOrderStatus(order.orderId, "Cancelled"));
    expect(await stockOf(order.productId)).toBe(3);
  });

  it("refuses to mark a card order paid by hand and to skip Pending's rules", async () => {
    const card = await place("card");
    await expectConflict(changeOrderStatus(card.orderId, "Order Placed"));
    const bank = await place("bank");
    await expectConflict(changeOrderStatus(bank.orderId, "Shipped"));
    await expectConflict(changeOrderStatus(bank.orderId, "Pending"));
    expect(await Order.countDocuments({ status: "Pending", "payment.state": "unpaid" })).toBe(2);
  });

  it("refuses to move a paid order back to Pending or a cancelled one anywhere", async () => {
    const paid = await place("bank");
    await changeOrderStatus(paid.orderId, "Order Placed");
    await expectConflict(changeOrderStatus(paid.orderId, "Pending"));
    await expectConflict(changeOrderStatus(paid.orderId, "Order Placed"));
    const cancelled = await place("bank");
    await changeOrderStatus(cancelled.orderId, "Cancelled");
    await expectConflict(changeOrderStatus(cancelled.orderId, "Order Placed"));
    await expectConflict(changeOrderStatus(cancelled.orderId, "Processing"));
  });

  it("answers 404 for an order that does not exist", async () => {
    await expect(changeOrderStatus("ORD-AAAAAAAAAA", "Processing")).rejects.toMatchObject({ kind: "not-found", code: "order-not-found" });
    await expect(changeOrderStatus("64b7f0c2a1b2c3d4e5f60718", "Processing")).rejects.toMatchObject({ kind: "not-found", code: "order-not-found" });
    await expect(changeOrderStatus("garbage", "Processing")).rejects.toMatchObject({ kind: "not-found", code: "order-not-found" });
  });
});
