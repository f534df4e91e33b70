import { GET as listOrders } from "@/app/api/orders/all/route";
import { findOrderForAdmin, listOrderSummariesForAdmin, type AdminOrderPage, type AdminOrderView } from "@/lib/orders/admin-orders";
import { adminOrderQuerySchema } from "@/lib/orders/admin-order-schemas";
import { Order } from "@/models/order";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { createTestOrder } from "../support/order-fixtures";

setupTestDatabase();

let auth: Record<string, string>;
let numbers: string[];

beforeAll(async () => {
  auth = await bearer(await createTestUser({ role: "admin" }));
  const base = Date.now() - 10 * 60 * 1000;
  const orders = [
    await createTestOrder({ email: "ada@example.com", status: "Pending", createdAt: new Date(base) }),
    await createTestOrder({ email: "bola@example.com", status: "Shipped", state: "paid", method: "card", createdAt: new Date(base + 60_000) }),
    await createTestOrder({ email: "ada@example.com", status: "Order Placed", state: "paid", createdAt: new Date(base + 120_000) }),
  ];
  numbers = orders.map((order) => order.orderNumber);
});

const list = (query = "") => callRoute<AdminOrderPage<AdminOrderView> & { success: boolean; fieldErrors?: Record<string, string[]> }>(listOrders, { url: `/api/orders/all${query}`, headers: auth });

describe("GET /api/orders/all", () => {
  it("lists orders newest first with what the admin screen shows", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.orders.map((order) => order.orderNumber)).toEqual([...numbers].reverse());
    expect(body.orders[2]).toMatchObject({
      email: "ada@example.com",
      status: "Pending",
      paymentMethod: "bank",
      paymentState: "unpaid",
      bankAccount: { bankName: "Moniepoint MFB", accountNumber: "0123456789" },
      shipping: { fullName: "Ada Obi", phoneNumber: "08012345678" },
      orderItems: [{ brand: "Maison Lagos", name: "Test Scent", quantity: 1, price: 10000 }],
    });
  });

  it("pages by 25 orders unless asked for another page size", async () => {
    expect((await list()).body.limit).toBe(25);
    expect((await list("?limit=2")).body.orders).toHaveLength(2);
  });

  it("filters by status", async () => {
    const { body } = await list("?status=Shipped");
    expect(body.orders.map((order) => order.orderNumber)).toEqual([numbers[1]]);
  });

  it("searches by order number or e-mail, literally and case-insensitively", async () => {
    expect((await list(`?q=${numbers[0]?.toLowerCase()}`)).body.orders.map((order) => order.orderNumber)).toEqual([numbers[0]]);
    expect((await list("?q=ADA@")).body.total).toBe(2);
    expect((await list(`?q=${encodeURIComponent(".*")}`)).body.total).toBe(0);
  });

  it("refuses an unknown status with 400", async () => {
    const { status, body } = await list("?status=Lost");
    expect(status).toBe(400);
    expect(body.fieldErrors?.status).toEqual(["Unknown status"]);
  });
});

describe("the models' lists are the vocabulary's", () => {
  it("order statuses and product types", async () => {
    const { ORDER_STATUSES } = await import("@/lib/vocabulary/order-statuses");
    const { PRODUCT_TYPES } = await import("@/lib/vocabulary/products");
    const { Order } = await import("@/models/order");
    const { Product } = await import("@/models/product");
    expect((Order.schema.path("status") as unknown as { enumValues: string[] }).enumValues).toEqual(ORDER_STATUSES);
    expect((Product.schema.path("type") as unknown as { enumValues: string[] }).enumValues).toEqual(PRODUCT_TYPES);
  });
});

describe("the orders screen's rows and each order's page", () => {
  it("lists one summary row per order, with the same filters and order, and nothing of its details", async () => {
    const deadline = new Date(Date.now() + 3600_000);
    await Order.updateMany({ orderNumber: { $in: numbers } }, { expiresAt: deadline });
    const page = await listOrderSummariesForAdmin(adminOrderQuerySchema.parse({ q: "ada@" }));
    expect(page.total).toBe(2);
    expect(page.orders.map((order) => order.orderNumber)).toEqual([numbers[2], numbers[0]]);
    const pending = page.orders[1];
    expect(pending).toEqual({
      _id: expect.any(String),
      orderNumber: numbers[0],
      email: "ada@example.com",
      createdAt: expect.any(String),
      status: "Pending",
      channel: "website",
      paymentMethod: "bank",
      paymentState: "unpaid",
      totalPrice: expect.any(Number),
      actions: { confirmPayment: true, cancel: true, changeStatus: false, recordDoorOutcome: false },
      expiresAt: deadline.toISOString(),
      refundLabel: null,
      refundedTotal: 0,
    });
    expect(page.orders[0]?.actions).toEqual({ confirmPayment: false, cancel: false, changeStatus: true, recordDoorOutcome: false });
    expect(page.orders[0]?.expiresAt).toBeNull();
  });

  it("finds an order's whole view by its order number or its _id, and nothing for an unknown one", async () => {
    const byNumber = await findOrderForAdmin(numbers[0] ?? "");
    expect(byNumber).toMatchObject({ orderNumber: numbers[0], shipping: { fullName: "Ada Obi" }, orderItems: [{ name: "Test Scent", quantity: 1 }] });
    expect((await findOrderForAdmin(byNumber?._id ?? ""))?.orderNumber).toBe(numbers[0]);
    expect(await findOrderForAdmin("ORD-ZZZZZZZZZZ")).toBeNull();
    expect(await findOrderForAdmin("not-an-order")).toBeNull();
  });
});
