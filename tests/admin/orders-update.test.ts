import { PUT as updateOrder } from "@/app/api/orders/update/[id]/route";
import type { AdminOrderView } from "@/lib/orders/admin-orders";
import { ActivityEvent } from "@/models/activity-event";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { createTestOrder } from "../support/order-fixtures";

setupTestDatabase();

let auth: Record<string, string>;

beforeAll(async () => {
  auth = await bearer(await createTestUser({ role: "admin" }));
});

const put = (id: string, body: unknown) =>
  callRoute<{ success: boolean; message: string; order: AdminOrderView; fieldErrors?: Record<string, string[]> }, { id: string }>(updateOrder, {
    method: "PUT",
    url: `/api/orders/update/${id}`,
    body,
    headers: auth,
    params: { id },
  });

describe("PUT /api/orders/update/[id]", () => {
  it("confirms a Pending bank transfer: Order Placed, marked paid, recorded", async () => {
    const order = await createTestOrder({ method: "bank", status: "Pending", totalPrice: 10750 });
    const { status, body } = await put(order._id.toString(), { status: "Order Placed" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Order status updated successfully!", order: { status: "Order Placed", paymentState: "paid" } });
    const stored = await Order.findById(order._id).lean();
    expect(stored?.payment.paidAt).toBeInstanceOf(Date);
    expect(await ActivityEvent.exists({ kind: "payment-confirmed", subject: order.orderNumber })).toBeTruthy();
  });

  it("moves a paid order among the fulfilment statuses", async () => {
    const order = await createTestOrder({ status: "Order Placed", state: "paid" });
    expect((await put(order._id.toString(), { status: "Processing" })).body.order.status).toBe("Processing");
    expect((await put(order._id.toString(), { status: "Shipped" })).body.order.status).toBe("Shipped");
  });

  it("cancels a Pending order and gives its stock back once", async () => {
    const product = await Product.create({ brand: "B", name: "Held", price: 100, description: "d", stock: 3 });
    const order = await createTestOrder({ status: "Pending", product: { id: product._id.toString(), quantity: 2, takeStock: true } });
    expect((await Product.findById(product._id).lean())?.stock).toBe(1);
    const first = await put(order._id.toString(), { status: "Cancelled" });
    expect(first.status).toBe(200);
    expect(first.body.order.status).toBe("Cancelled");
    expect((await Product.findById(product._id).lean())?.stock).toBe(3);
    const again = await put(order._id.toString(), { status: "Cancelled" });
    expect(again.status).toBe(409);
    expect((await Product.findById(product._id).lean())?.stock).toBe(3);
  });

  it.each([
    ["skipping payment on a Pending order", { status: "Pending" as const }, "Shipped"],
    ["confirming a card order by hand", { status: "Pending" as const, method: "card" as const }, "Order Placed"],
    ["cancelling a paid order", { status: "Processing" as const, state: "paid" as const }, "Cancelled"],
    ["sending a paid order back to Pending", { status: "Shipped" as const, state: "paid" as const }, "Pending"],
  ])("refuses %s with 409 and changes nothing", async (_label, setup, target) => {
    const order = await createTestOrder(setup);
    const { status, body } = await put(order._id.toString(), { status: target });
    expect(status).toBe(409);
    expect(body.success).toBe(false);
    expect((await Order.findById(order._id).lean())?.status).toBe(setup.status);
  });

  it("refuses a missing or unknown status with the spec's message", async () => {
    const order = await createTestOrder();
    for (const body of [{}, { status: "" }, { status: "Lost" }]) {
      const answer = await put(order._id.toString(), body);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ status: ["Please select a status"] });
    }
  });

  it("answers 404 for an unknown order", async () => {
    expect((await put("64b7f0c2a1b2c3d4e5f60718", { status: "Shipped" })).status).toBe(404);
    expect((await put("nonsense", { status: "Shipped" })).status).toBe(404);
  });
});
