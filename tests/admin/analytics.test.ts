import { GET as analyticsRoute } from "@/app/api/orders/analytics/route";
import { POST as pageView } from "@/app/api/analytics/page-view/route";
import { dashboardFigures } from "@/lib/admin/dashboard";
import type { ShopAnalytics } from "@/lib/analytics/shop-analytics";
import { shopDay, startOfShopMonth } from "@/lib/calendar/shop-calendar";
import { recordActivity } from "@/lib/activity/record-activity";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { DailyVisitor } from "@/models/daily-visitor";
import { PageView } from "@/models/page-view";
import { Product } from "@/models/product";
import { PAGE_VIEW_RATE_LIMIT } from "@/lib/analytics/page-views";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { createProduct, createTestOrder } from "../support/order-fixtures";

setupTestDatabase();

beforeEach(async () => {
  await clearDatabase();
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36";

function view(path: string, client: { address?: string; userAgent?: string } = {}) {
  return callRoute<null>(pageView, {
    method: "POST",
    url: "/api/analytics/page-view",
    body: { path },
    headers: { "user-agent": client.userAgent ?? BROWSER, [CLIENT_ADDRESS_HEADER]: client.address ?? "203.0.113.7" },
  });
}

describe("POST /api/analytics/page-view", () => {
  it("counts views in one document per day and path, and each client once a day, without a cookie", async () => {
    const first = await view("/shop");
    expect(first.status).toBe(204);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("set-cookie")).toBeNull();
    await view("/shop");
    await view("/", { address: "198.51.100.20" });
    await view("/shop", { userAgent: `${BROWSER} Edg/139.0` });

    expect(await PageView.find({}, { _id: 0 }).sort({ path: 1 }).lean()).toEqual([
      { day: shopDay(new Date()), path: "/", views: 1 },
      { day: shopDay(new Date()), path: "/shop", views: 3 },
    ]);
    expect(await DailyVisitor.countDocuments()).toBe(3);
    // Only a salted hash is kept, never the address.
    expect(JSON.stringify(await DailyVisitor.find().lean())).not.toContain("203.0.113.7");
  });

  it("counts 200 calls from one client as one visitor, adds no row per call, and limits the client", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 200; call += 1) statuses.push((await view(call % 2 ? "/shop" : "/")).status);
    const counted = statuses.filter((status) => status === 204).length;
    expect(counted).toBe(PAGE_VIEW_RATE_LIMIT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - counted);
    expect(await DailyVisitor.countDocuments()).toBe(1);
    expect(await PageView.countDocuments()).toBe(2);
    const views = await PageView.find().lean();
    expect(views.reduce((sum, row) => sum + row.views, 0)).toBe(counted);
    // Another client is not held back by the first one's limit.
    expect((await view("/shop", { address: "198.51.100.99" })).status).toBe(204);
  }, 60_000);

  it.each([
    ["no browser at all", ""],
    ["a crawler", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["a headless browser", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0 Safari/537.36"],
    ["a script", "curl/8.5.0"],
  ])("ignores %s", async (_label, userAgent) => {
    expect((await view("/shop", { userAgent })).status).toBe(204);
    expect(await PageView.countDocuments()).toBe(0);
    expect(await DailyVisitor.countDocuments()).toBe(0);
  });

  it("counts a product page only for a product that exists", async () => {
    const product = await createProduct();
    await view(`/product/${product._id}`);
    await view("/product/64b7f0c2a1b2c3d4e5f60718");
    expect(await PageView.find({}, { _id: 0, path: 1 }).lean()).toEqual([{ path: `/product/${product._id}` }]);
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["an admin page", "/admin/products"],
    ["an API path", "/api/login"],
    ["a relative path", "shop"],
    ["a page the shop does not have", "/made-up-page-1234"],
    ["a product path that is no id", "/product/abc"],
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
    for (let visitor = 0; visitor < 8; visitor += 1) await view(visitor % 2 ? "/shop" : "/", { address: `198.51.100.${visitor}` });

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

  it("counts sold-out and low sizes, not only whole products, and lists the emptiest sizes first", async () => {
    const sizes = (stocks: number[]) => stocks.map((stock, index) => ({ label: `${(index + 1) * 50} ml`, price: 1000 * (index + 1), stock, sku: `T-${stocks.join("")}-${index}` }));
    await Product.create({ brand: "B", name: "Oud", type: "Perfume", description: "d", sizes: sizes([0, 12, 3]) });
    await Product.create({ brand: "B", name: "Rose", type: "Perfume", description: "d", sizes: sizes([40, 0]) });
    await Product.create({ brand: "B", name: "Amber", type: "Perfume", description: "d", sizes: sizes([6, 5]) });
    const figures = await dashboardFigures();
    expect(figures.outOfStock).toBe(0);
    expect(figures.activeProducts).toBe(3);
    expect(figures.stock).toEqual({
      products: 3,
      outOfStockProducts: 0,
      soldOutSizes: 2,
      lowSizes: 2,
      lowest: [
        { productId: expect.any(String), name: "Oud", label: "50 ml", stock: 0 },
        { productId: expect.any(String), name: "Rose", label: "100 ml", stock: 0 },
        { productId: expect.any(String), name: "Oud", label: "150 ml", stock: 3 },
        { productId: expect.any(String), name: "Amber", label: "100 ml", stock: 5 },
      ],
    });
  });

  it("starts the month at midnight in Lagos", () => {
    expect(startOfShopMonth(new Date("2026-03-01T00:30:00+01:00")).toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(startOfShopMonth(new Date("2026-02-28T23:30:00Z")).toISOString()).toBe("2026-02-28T23:00:00.000Z");
  });
});
