import { GET as analyticsRoute } from "@/app/api/orders/analytics/route";
import { POST as pageView } from "@/app/api/analytics/page-view/route";
import { dashboardFigures } from "@/lib/admin/dashboard";
import type { ShopAnalytics } from "@/lib/analytics/shop-analytics";
import { shopDay, startOfShopMonth } from "@/lib/analytics/shop-calendar";
import { recordActivity } from "@/lib/activity/record-activity";
import { DailyVisitor } from "@/models/daily-visitor";
import { PageView } from "@/models/page-view";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { createTestOrder } from "./order-factory";

setupTestDatabase();

beforeEach(async () => {
  await clearDatabase();
});

const view = (path: string, cookie?: string) =>
  callRoute<null>(pageView, { method: "POST", url: "/api/analytics/page-view", body: { path }, headers: cookie ? { cookie } : {} });

function visitorCookie(headers: Headers): string {
  const setCookie = headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

describe("POST /api/analytics/page-view", () => {
  it("counts views per path and each visitor once a day, with an anonymous cookie", async () => {
    const first = await view("/shop");
    expect(first.status).toBe(204);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const cookie = visitorCookie(first.headers);
    expect(cookie).toMatch(/^scents_vid=[a-f0-9]{32}$/);
    expect(first.headers.get("set-cookie")).toContain("HttpOnly");

    const again = await view("/shop", cookie);
    expect(again.headers.get("set-cookie")).toBeNull();
    await view("/product/abc", cookie);
    await view("/shop");

    const shop = await PageView.findOne({ path: "/shop" }).lean();
    expect(shop).toMatchObject({ day: shopDay(new Date()), views: 3 });
    expect(await DailyVisitor.countDocuments()).toBe(2);
    // Only a hash is kept, never the cookie value itself.
    expect(JSON.stringify(await DailyVisitor.find().lean())).not.toContain(cookie.split("=")[1]);
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["an admin page", "/admin/products"],
    ["an API path", "/api/login"],
    ["a relative path", "shop"],
    ["an overlong path", `/${"a".repeat(250)}`],
  ])("refuses %s and counts nothing", async (_label, path) => {
    const { status } = await view(path);
    expect(status).toBe(400);
    expect(await PageView.countDocuments()).toBe(0);
  });
});

describe("GET /api/orders/analytics", () => {
  it("reports sales and orders from paid orders only, page views and conversion over visitors", async () => {
    const admin = await createTestUser({ role: "admin" });
    await createTestOrder({ state: "paid", totalPrice: 10750.1 });
    await createTestOrder({ state: "paid", method: "card", totalPrice: 20000.2 });
    await createTestOrder({ state: "unpaid", totalPrice: 99999 });
    await createTestOrder({ state: "unpaid", status: "Cancelled", totalPrice: 5000 });
    for (let visitor = 0; visitor < 8; visitor += 1) await view(visitor % 2 ? "/shop" : "/");

    const { status, body } = await callRoute<{ success: boolean; analytics: ShopAnalytics }>(analyticsRoute, { headers: await bearer(admin) });
    expect(status).toBe(200);
    expect(body.analytics).toMatchObject({ totalSales: 30750.3, totalOrders: 2, pageViews: 8, visitors: 8, conversionRate: 25 });
    expect(body.analytics.salesOverTime).toHaveLength(30);
    expect(body.analytics.salesOverTime.at(-1)).toEqual({ day: shopDay(new Date()), sales: 30750.3, orders: 2 });
  });

  it("shows zero conversion before anyone has visited", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { body } = await callRoute<{ analytics: ShopAnalytics }>(analyticsRoute, { headers: await bearer(admin) });
    expect(body.analytics).toMatchObject({ totalSales: 0, totalOrders: 0, pageViews: 0, conversionRate: 0 });
  });
});

describe("dashboard figures", () => {
  it("counts real products, pending orders, customers and this month's paid revenue", async () => {
    const { Product } = await import("@/models/product");
    await Product.create([
      { brand: "A", name: "In stock", price: 100, description: "d", stock: 3 },
      { brand: "B", name: "Sold out", price: 100, description: "d", stock: 0 },
    ]);
    await createTestUser();
    await createTestUser();
    await createTestUser({ role: "admin" });
    await createTestOrder({ status: "Pending" });
    await createTestOrder({ status: "Pending", method: "card" });
    await createTestOrder({ status: "Order Placed", state: "paid", totalPrice: 5000 });
    const lastMonth = new Date(startOfShopMonth(new Date()).getTime() - 1000);
    await createTestOrder({ status: "Delivered", state: "paid", totalPrice: 7000, paidAt: lastMonth });
    await recordActivity("order-placed", "Order ORD-AAAAAAAAAA placed", "ORD-AAAAAAAAAA");

    const figures = await dashboardFigures();
    expect(figures).toMatchObject({ activeProducts: 1, outOfStock: 1, pendingOrders: 2, totalUsers: 2, monthlyRevenue: 5000 });
    expect(figures.activity[0]).toMatchObject({ kind: "order-placed", message: "Order ORD-AAAAAAAAAA placed" });
  });

  it("starts the month at midnight in Lagos", () => {
    expect(startOfShopMonth(new Date("2026-03-01T00:30:00+01:00")).toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(startOfShopMonth(new Date("2026-02-28T23:30:00Z")).toISOString()).toBe("2026-02-28T23:00:00.000Z");
  });
});
