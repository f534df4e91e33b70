import { GET as exportOrders } from "@/app/api/orders/export/route";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { Order } from "@/models/order";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";
import { callRoute } from "../support/request";

setupTestDatabase();

let auth: Record<string, string>;
const DAY = 86_400_000;

beforeAll(async () => {
  auth = await bearer(await createTestUser({ role: "admin" }));
});

const exported = (query = "", headers = auth) => callRoute<string>(exportOrders, { url: `/api/orders/export${query}`, headers });

describe("GET /api/orders/export", () => {
  it("streams the filtered orders as CSV: one row per line, naira amounts, Lagos times, newest first", async () => {
    const old = await createTestOrder({ email: "old@example.com", status: "Delivered", state: "paid", createdAt: new Date(Date.now() - 40 * DAY) });
    const order = await createTestOrder({ email: "ada@example.com", status: "Order Placed", state: "paid", totalPrice: 21500.5, createdAt: new Date("2026-11-03T23:30:00Z") });
    await Order.updateOne(
      { _id: order._id },
      {
        $set: { refundedKobo: 250_050, "shipping.fullName": "=HYPERLINK(\"x\")" },
        $push: { orderItems: { product: order.orderItems[0]!.product, brand: "Calabar", name: "Reed, Diffuser", sizeLabel: "200 ml", sku: "SC-REED-200", type: "Diffuser", price: 750.25, quantity: 2 } },
      },
    );
    const { status, body, headers } = await exported(`?from=2026-11-04&to=2026-11-04`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename="scents-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "order_number,placed_at_lagos,status,channel,payment_method,payment_state,paid_at_lagos,email,customer_name,phone,state,brand,product,size,sku,quantity,unit_price_ngn,line_total_ngn,order_discount_ngn,order_tax_ngn,order_delivery_ngn,order_total_ngn,order_refunded_ngn",
    );
    expect(lines).toHaveLength(3);
    // 23:30 UTC on the 3rd is 00:30 on the 4th in Lagos.
    expect(lines[1]).toMatch(new RegExp(`^${order.orderNumber},2026-11-04 00:30,Order Placed,website,bank,paid,`));
    expect(lines[1]).toContain(`,ada@example.com,"'=HYPERLINK(""x"")",08012345678,Lagos,Maison Lagos,Test Scent,,,1,10000.00,10000.00,0.00,750.00,0.00,21500.50,2500.50`);
    expect(lines[2]).toContain(`,Calabar,"Reed, Diffuser",200 ml,SC-REED-200,2,750.25,1500.50,`);
    expect(body).not.toContain(old.orderNumber);
    expect((await exported()).body).toContain(old.orderNumber);
    expect((await exported(`?from=${shopDay(new Date())}`)).body.trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("names each order's channel and filters by it, orders from before channels being the website's", async () => {
    const old = await createTestOrder({ state: "paid" });
    await Order.collection.updateOne({ _id: old._id }, { $unset: { channel: "" } });
    const instagram = await createTestOrder({ state: "paid", channel: "instagram" });
    const whatsapp = await createTestOrder({ state: "paid", channel: "whatsapp" });
    const rows = (await exported("?channel=instagram")).body.trimEnd().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(new RegExp(`^${instagram.orderNumber},[^,]+,Pending,instagram,bank,paid,`));
    const website = (await exported("?channel=website")).body;
    expect(website).toContain(`${old.orderNumber},`);
    expect(website).toMatch(new RegExp(`${old.orderNumber},[^,]+,Pending,website,`));
    expect(website).not.toContain(instagram.orderNumber);
    expect(website).not.toContain(whatsapp.orderNumber);
  });

  it("is for admins only and refuses a bad filter", async () => {
    const customer = await bearer(await createTestUser({ role: "customer" }));
    expect((await exported("", customer)).status).toBe(403);
    expect((await exported("", {})).status).toBe(401);
    expect((await exported("?payment=cash")).status).toBe(400);
    expect((await exported("?channel=tiktok")).status).toBe(400);
  });
});
