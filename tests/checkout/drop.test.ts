import mongoose from "mongoose";
import { POST as quote } from "@/app/api/checkout/quote/route";
import { GET as readDrop, PUT as saveDrop } from "@/app/api/products/drop/[id]/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { assertWithinPerCustomerLimits } from "@/lib/checkout/drop-limits";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "@/lib/checkout/recovery";
import { DropClaim } from "@/models/drop-claim";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder, initializeBody, stockOf } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";

setupTestDatabase();
const session = freshAdminEachTest();
beforeAll(() => useTestMode());

let shopper = 0;
async function order(product: string, options: { email?: string; quantity?: number; method?: "card" | "bank" } = {}) {
  shopper += 1;
  return callRoute<{ data: { orderId: string }; reason?: string; message?: string }>(initialize, {
    method: "POST",
    url: "/api/payment/initialize",
    body: initializeBody([{ product, quantity: options.quantity ?? 1 }], { method: options.method ?? "card", email: options.email ?? `drop${shopper}@example.com` }),
    headers: { [CLIENT_ADDRESS_HEADER]: `10.47.${Math.floor(shopper / 250)}.${(shopper % 250) + 1}` },
  });
}

async function drop(productId: string, body: Record<string, unknown>) {
  return callRoute<{ drop: { onSaleAt: string | null; perCustomerLimit: number | null }; fieldErrors?: Record<string, string[]> }>(saveDrop, {
    method: "PUT",
    url: `/api/products/drop/${productId}`,
    params: { id: productId },
    body,
    headers: session.auth,
  });
}

describe("a scheduled drop", () => {
  it("refuses quotes and orders before its time with 409 not-on-sale, and takes them from that moment", async () => {
    const product = await createProduct({ stock: 10 });
    const onSaleAt = new Date(Date.now() + 4000);
    expect((await drop(product._id, { onSaleAt: onSaleAt.toISOString(), perCustomerLimit: "" })).status).toBe(200);

    const early = await order(product._id);
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe("not-on-sale");
    expect(early.body.message).toMatch(/is not on sale yet: it goes on sale at \d/);
    const earlyQuote = await callRoute<{ reason?: string }>(quote, {
      method: "POST",
      url: "/api/checkout/quote",
      body: { items: [{ productId: product._id, quantity: 1 }], orderDetails: { shippingMethodId: "standard" } },
      headers: { [CLIENT_ADDRESS_HEADER]: "10.47.200.1" },
    });
    expect([earlyQuote.status, earlyQuote.body.reason]).toEqual([409, "not-on-sale"]);
    expect(await stockOf(product._id)).toBe(10);

    await new Promise((resolve) => setTimeout(resolve, onSaleAt.getTime() - Date.now() + 5));
    expect((await order(product._id)).status).toBe(200);
    expect(await stockOf(product._id)).toBe(9);
  }, 30_000);

  it("gives the last units to the first orders and tells every other buyer it is sold out at once, never selling more than it has", async () => {
    const product = await createProduct({ stock: 5 });
    await drop(product._id, { onSaleAt: new Date(Date.now() - 1000).toISOString(), perCustomerLimit: 1 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => order(product._id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.reason])).toEqual(Array.from({ length: 7 }, () => [409, "out-of-stock"]));
    expect(await stockOf(product._id)).toBe(0);
    expect(await Order.countDocuments({ "orderItems.product": new mongoose.Types.ObjectId(product._id) })).toBe(5);
  }, 60_000);

  it("lets each e-mail order at most the limit per customer, counting its orders that still stand", async () => {
    const product = await createProduct({ stock: 20 });
    await drop(product._id, { onSaleAt: "", perCustomerLimit: "2" });
    const adas = await order(product._id, { email: "ada@example.com", quantity: 2 });
    expect(adas.status).toBe(200);
    const third = await order(product._id, { email: "ADA@example.com" });
    expect([third.status, third.body.reason]).toEqual([409, "per-customer-limit"]);
    expect(third.body.message).toContain("limited to 2 per customer");
    expect((await order(product._id, { email: "bola@example.com", quantity: 3 })).body.reason).toBe("per-customer-limit");
    expect((await order(product._id, { email: "bola@example.com", quantity: 2 })).status).toBe(200);
    // A cancelled order gives its units back to the buyer's allowance.
    await changeOrderStatus(adas.body.data.orderId, "Cancelled");
    expect((await order(product._id, { email: "ada@example.com" })).status).toBe(200);
  });

  it("gives one buyer's orders placed at once no more than the limit between them, and the allowance back when one is cancelled", async () => {
    const product = await createProduct({ stock: 20 });
    await drop(product._id, { onSaleAt: "", perCustomerLimit: 1 });
    const answers = await Promise.all(Array.from({ length: 3 }, () => order(product._id, { email: "chidi@example.com" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.reason)).toEqual(["per-customer-limit", "per-customer-limit"]);
    expect(await Order.countDocuments({ email: "chidi@example.com" })).toBe(1);
    expect(await stockOf(product._id)).toBe(19);
    expect(await DropClaim.findById(`${product._id}:email:chidi@example.com`).lean()).toMatchObject({ units: 1, holds: [expect.objectContaining({ quantity: 1 })] });

    const placed = answers.find((answer) => answer.status === 200);
    await changeOrderStatus(placed?.body.data.orderId ?? "", "Cancelled");
    expect(await DropClaim.findById(`${product._id}:email:chidi@example.com`).lean()).toMatchObject({ units: 0, holds: [] });
    expect((await order(product._id, { email: "chidi@example.com" })).status).toBe(200);
  }, 30_000);

  it("gives the buyer's allowance back when the placement rolls back, and when a crash stopped a cancellation before it could", async () => {
    const product = await createProduct({ stock: 1 });
    await drop(product._id, { onSaleAt: "", perCustomerLimit: 2 });
    const claim = () => DropClaim.findById(`${product._id}:email:dayo@example.com`).lean();
    // The claim is taken before the stock, which is short: both go back.
    expect((await order(product._id, { email: "dayo@example.com", quantity: 2 })).body.reason).toBe("out-of-stock");
    expect(await claim()).toMatchObject({ units: 0, holds: [] });

    const placed = await order(product._id, { email: "dayo@example.com" });
    expect(placed.status).toBe(200);
    expect(await claim()).toMatchObject({ units: 1 });
    // The cancelling update landed; the process died before the claim was given back.
    await Order.updateOne({ orderNumber: placed.body.data.orderId }, { $set: { status: "Cancelled", stockHeld: false } });
    const report = await recoverOrderPlacements(new Date(Date.now() + PLACEMENT_GRACE_MS + 1000));
    expect(report.dropClaimsReturned).toBe(1);
    expect(await claim()).toMatchObject({ units: 0, holds: [] });
  }, 30_000);

  it("counts an account's orders under any e-mail against its limit", async () => {
    const product = await createProduct({ stock: 20 });
    await Product.updateOne({ _id: product._id }, { $set: { perCustomerLimit: 1 } });
    const customer = new mongoose.Types.ObjectId();
    const placed = await createTestOrder({ email: "old-address@example.com", product: { id: product._id, quantity: 1 } });
    await Order.updateOne({ _id: placed._id }, { $set: { customer } });
    const drops = new Map([[product._id, { brand: "Maison Lagos", name: "Oud", onSaleAt: null, perCustomerLimit: 1 }]]);
    const line = [{ productId: product._id, quantity: 1 }];
    await expect(assertWithinPerCustomerLimits(line, drops, { email: "new-address@example.com", customerId: customer.toString() })).rejects.toMatchObject({ code: "per-customer-limit" });
    await expect(assertWithinPerCustomerLimits(line, drops, { email: "new-address@example.com" })).resolves.toBeUndefined();
  });

  it("is set by the owner with field errors for what it cannot read, and read back", async () => {
    const product = await createProduct();
    const refused = await drop(product._id, { onSaleAt: "tonight", perCustomerLimit: 0 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors ?? {}).sort()).toEqual(["onSaleAt", "perCustomerLimit"]);
    expect((await Product.findById(product._id).lean())?.onSaleAt ?? null).toBeNull();
    await drop(product._id, { onSaleAt: "2030-11-27T20:00:00+01:00", perCustomerLimit: 2 });
    const read = await callRoute<{ drop: { onSaleAt: string; perCustomerLimit: number } }>(readDrop, { method: "GET", url: `/api/products/drop/${product._id}`, params: { id: product._id }, headers: session.auth });
    expect(read.body.drop).toEqual({ onSaleAt: "2030-11-27T19:00:00.000Z", perCustomerLimit: 2 });
  });
});
