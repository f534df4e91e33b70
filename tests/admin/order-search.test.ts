import { GET as listOrders } from "@/app/api/orders/all/route";
import { shopDay } from "@/lib/calendar/shop-calendar";
import type { AdminOrderPage, AdminOrderView } from "@/lib/orders/admin-orders";
import { Order } from "@/models/order";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";
import { callRoute } from "../support/request";

setupTestDatabase();

let auth: Record<string, string>;
let numbers: string[];
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  auth = await bearer(await createTestUser({ role: "admin" }));
  const orders = [
    await createTestOrder({ email: "ada@example.com", status: "Order Placed", state: "paid", method: "bank", createdAt: new Date(now - 10 * DAY) }),
    await createTestOrder({ email: "bola@example.com", status: "Shipped", state: "paid", method: "card", createdAt: new Date(now - 5 * DAY) }),
    await createTestOrder({ email: "chidi@example.com", status: "Pending", method: "bank", createdAt: new Date(now - DAY) }),
  ];
  await Order.updateOne({ _id: orders[1]!._id }, { $set: { "shipping.fullName": "Bolaji Akande", "shipping.phoneNumber": "+234 805 555 1212" } });
  numbers = orders.map((order) => order.orderNumber);
});

const list = (query: string) => callRoute<AdminOrderPage<AdminOrderView> & { fieldErrors?: Record<string, string[]> }>(listOrders, { url: `/api/orders/all${query}`, headers: auth });
const found = async (query: string) => (await list(query)).body.orders.map((order) => order.orderNumber);

describe("finding orders", () => {
  it("finds an order by the shopper's phone number in either form, or their name", async () => {
    expect(await found("?q=08055551212")).toEqual([numbers[1]]);
    expect(await found(`?q=${encodeURIComponent("+234 805 555")}`)).toEqual([numbers[1]]);
    expect(await found("?q=bolaji")).toEqual([numbers[1]]);
    expect(await found("?q=AKANDE")).toEqual([numbers[1]]);
  });

  it("filters by payment method and by the Lagos days it was placed on, together with status and search", async () => {
    expect(await found("?payment=card")).toEqual([numbers[1]]);
    expect(await found("?payment=bank")).toEqual([numbers[2], numbers[0]]);
    expect(await found(`?from=${shopDay(new Date(now - 6 * DAY))}`)).toEqual([numbers[2], numbers[1]]);
    expect(await found(`?from=${shopDay(new Date(now - 6 * DAY))}&to=${shopDay(new Date(now - 2 * DAY))}`)).toEqual([numbers[1]]);
    expect(await found(`?to=${shopDay(new Date(now - 10 * DAY))}`)).toEqual([numbers[0]]);
    expect(await found("?payment=bank&status=Pending&q=chidi")).toEqual([numbers[2]]);
    expect(await found("?payment=card&q=chidi")).toEqual([]);
  });

  it("filters by sales channel, with search, and says each row's channel", async () => {
    const phone = await createTestOrder({ email: "chidi@example.com", channel: "phone" });
    try {
      expect(await found("?channel=phone")).toEqual([phone.orderNumber]);
      expect(await found("?channel=phone&q=chidi")).toEqual([phone.orderNumber]);
      expect(await found("?channel=website&q=chidi")).toEqual([numbers[2]]);
      expect(await found("?channel=instagram")).toEqual([]);
      expect((await list("?channel=phone")).body.orders[0]).toMatchObject({ channel: "phone" });
      expect((await list("?channel=fax")).body.fieldErrors).toEqual({ channel: ["Unknown sales channel"] });
    } finally {
      await Order.deleteOne({ _id: phone._id });
    }
  });

  it("refuses a payment method or a date it does not know", async () => {
    expect((await list("?payment=cash")).status).toBe(400);
    expect((await list("?from=2026-13-45")).body.fieldErrors).toEqual({ from: ["From must be a date"] });
    expect((await list("?to=yesterday")).status).toBe(400);
  });
});
