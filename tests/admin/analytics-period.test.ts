import { createHash } from "node:crypto";
import { Types } from "mongoose";
import { GET as periodRoute } from "@/app/api/analytics/period/route";
import { periodReport, REMOVED_PRODUCT, type PeriodReport } from "@/lib/analytics/period-report";
import { completeProductDays, countDueSales } from "@/lib/analytics/sales-ledger";
import { DailyVisitor } from "@/models/daily-visitor";
import { Order } from "@/models/order";
import type { ProductType } from "@/lib/vocabulary/products";
import type { SalesChannel } from "@/lib/vocabulary/sales-channels";
import { PageView } from "@/models/page-view";
import { Product } from "@/models/product";
import { SalesDay } from "@/models/sales-day";
import { SALES_LEDGER_TAG } from "@/lib/cache/tags";
import { bearer, createTestUser } from "../support/auth";
import { tagsRevalidatedSince } from "../support/cache";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
beforeEach(() => clearDatabase());

// Thursday 26 November 2026, noon in Lagos: the last 7 days are 20-26 November, the 7 before 13-19.
const NOW = new Date("2026-11-26T12:00:00+01:00");
const OUD = new Types.ObjectId();
const AMBER = new Types.ObjectId();
const REED = new Types.ObjectId();
const item = (product: Types.ObjectId, name: string, type: string, price: number, quantity: number) => ({ product, brand: "Maison Lagos", name, type, price, quantity });

async function paidOrder(paidAt: string, totalPrice: number, items: ReturnType<typeof item>[], channel: SalesChannel = "website") {
  const order = await createTestOrder({ state: "paid", status: "Order Placed", paidAt: new Date(paidAt), totalPrice, channel });
  await Order.collection.updateOne({ _id: order._id }, { $set: { orderItems: items } });
}

const visitor = (day: string, who: string) => DailyVisitor.create({ day, visitorHash: createHash("sha256").update(who).digest("hex") });

/** A week of sales: Oud and Amber perfumes and a reed diffuser, and one Oud the week before. */
async function aFortnight() {
  const product = (_id: Types.ObjectId, name: string, type: ProductType) => ({ _id, brand: "Maison Lagos", name, type, price: 10000, stock: 10, description: "A scent made for tests." });
  await Product.create([product(OUD, "Midnight Oud", "Perfume"), product(AMBER, "Amber Nights", "Perfume"), product(REED, "Reed Diffuser", "Diffuser")]);
  await paidOrder("2026-11-25T10:00:00+01:00", 107500, [item(OUD, "Midnight Oud", "Perfume", 50000, 2)]);
  // 00:30 in Lagos on the 20th is still the 19th in UTC: it counts on the 20th, this period's first day.
  await paidOrder("2026-11-20T00:30:00+01:00", 21500, [item(REED, "Reed Diffuser", "Diffuser", 20000, 1)]);
  await paidOrder("2026-11-26T09:00:00+01:00", 32250, [item(AMBER, "Amber Nights", "Perfume", 10000, 3)]);
  await paidOrder("2026-11-19T23:30:00+01:00", 53750, [item(OUD, "Midnight Oud", "Perfume", 50000, 1)]);
  await PageView.create([
    { day: "2026-11-25", path: "/", views: 30 },
    { day: "2026-11-25", path: "/shop", views: 10 },
    { day: "2026-11-15", path: "/", views: 10 },
    { day: "2026-11-12", path: "/", views: 99 },
  ]);
  await Promise.all([visitor("2026-11-25", "a"), visitor("2026-11-25", "b"), visitor("2026-11-26", "a"), visitor("2026-11-21", "c"), visitor("2026-11-15", "d"), visitor("2026-11-16", "e")]);
}

const names = (list: PeriodReport["bestByRevenue"]) => list.map(({ name, units, sales }) => ({ name, units, sales }));

describe("analytics by period", () => {
  it("sets the last 7 Lagos days' four figures beside the 7 before, with best sellers and sales by type from the ledger", async () => {
    await aFortnight();
    const report = await periodReport({ period: "7" }, NOW);
    expect(report.period).toMatchObject({ kind: "7", from: "2026-11-20", to: "2026-11-26", previousFrom: "2026-11-13", previousTo: "2026-11-19", length: 7, label: "Last 7 days" });
    expect(report.current).toEqual({ totalSales: 161250, totalOrders: 3, pageViews: 40, visitors: 4, conversionRate: 75 });
    expect(report.previous).toEqual({ totalSales: 53750, totalOrders: 1, pageViews: 10, visitors: 2, conversionRate: 50 });
    expect(report.daily.map((day) => day.day)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(report.daily[0]).toEqual({ day: "2026-11-20", sales: 21500, orders: 1, pageViews: 0 });
    expect(report.previousDaily.at(-1)).toEqual({ day: "2026-11-19", sales: 53750, orders: 1, pageViews: 0 });
    expect(names(report.bestByRevenue)).toEqual([
      { name: "Maison Lagos Midnight Oud", units: 2, sales: 100000 },
      { name: "Maison Lagos Amber Nights", units: 3, sales: 30000 },
      { name: "Maison Lagos Reed Diffuser", units: 1, sales: 20000 },
    ]);
    expect(names(report.bestByUnits).map((entry) => entry.name)).toEqual(["Maison Lagos Amber Nights", "Maison Lagos Midnight Oud", "Maison Lagos Reed Diffuser"]);
    expect(report.bestByRevenue[0]).toMatchObject({ productId: OUD.toString(), type: "Perfume" });
    expect(report.byType).toEqual([
      { type: "Perfume", units: 5, sales: 130000, previousUnits: 1, previousSales: 50000 },
      { type: "Diffuser", units: 1, sales: 20000, previousUnits: 0, previousSales: 0 },
      { type: "Deodorant", units: 0, sales: 0, previousUnits: 0, previousSales: 0 },
    ]);
  });

  it("shows the period's paid orders and sales by channel, a day counted before channels being the website's", async () => {
    await aFortnight();
    await countDueSales();
    // The 25th as counted before channels: its one website order, and no list of channels.
    await SalesDay.updateOne({ day: "2026-11-25" }, { $unset: { channels: "" } });
    await paidOrder("2026-11-25T15:00:00+01:00", 20000, [item(OUD, "Midnight Oud", "Perfume", 18000, 1)], "instagram");
    await paidOrder("2026-11-26T10:00:00+01:00", 5000.5, [item(REED, "Reed Diffuser", "Diffuser", 4000, 1)], "in_store");
    await paidOrder("2026-11-14T10:00:00+01:00", 7000, [item(REED, "Reed Diffuser", "Diffuser", 6000, 1)], "instagram");
    const report = await periodReport({ period: "7" }, NOW);
    expect(report.byChannel).toEqual([
      { channel: "website", orders: 3, sales: 161250, previousOrders: 1, previousSales: 53750 },
      { channel: "instagram", orders: 1, sales: 20000, previousOrders: 1, previousSales: 7000 },
      { channel: "whatsapp", orders: 0, sales: 0, previousOrders: 0, previousSales: 0 },
      { channel: "phone", orders: 0, sales: 0, previousOrders: 0, previousSales: 0 },
      { channel: "in_store", orders: 1, sales: 5000.5, previousOrders: 0, previousSales: 0 },
      { channel: "other", orders: 0, sales: 0, previousOrders: 0, previousSales: 0 },
    ]);
    expect(report.byChannel.reduce((sum, line) => sum + line.orders, 0)).toBe(report.current.totalOrders);
  });

  it("takes a custom range of Lagos days, both ends included, beside the same number of days before it", async () => {
    await aFortnight();
    const report = await periodReport({ from: "2026-11-19", to: "2026-11-20" }, NOW);
    expect(report.period).toMatchObject({ kind: "custom", from: "2026-11-19", to: "2026-11-20", previousFrom: "2026-11-17", previousTo: "2026-11-18", length: 2 });
    expect(report.current).toMatchObject({ totalSales: 75250, totalOrders: 2 });
    expect(report.previous).toMatchObject({ totalSales: 0, totalOrders: 0 });
    expect((await periodReport({ period: "90" }, NOW)).current.totalOrders).toBe(4);
  });

  it("expires what analytics keep from the ledger when a count changes it, and only then", async () => {
    await aFortnight();
    const counting = Date.now();
    expect(await countDueSales()).toBeGreaterThan(0);
    expect(await tagsRevalidatedSince(counting, [SALES_LEDGER_TAG])).toEqual([SALES_LEDGER_TAG]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const nothingDue = Date.now();
    expect(await countDueSales()).toBe(0);
    expect(await tagsRevalidatedSince(nothingDue, [SALES_LEDGER_TAG])).toEqual([]);
  });

  it("works out the products of days counted before the ledger kept them, once, and the figures agree", async () => {
    await aFortnight();
    await countDueSales();
    const before = await periodReport({ period: "30" }, NOW);
    await SalesDay.updateMany({}, { $unset: { productIds: 1, productUnits: 1, productKobo: 1, types: 1, byProduct: 1 } });
    expect((await periodReport({ period: "30" }, NOW)).bestByRevenue).toEqual([]);
    expect(await completeProductDays()).toBe(4);
    expect(await completeProductDays()).toBe(0);
    expect(await periodReport({ period: "30" }, NOW)).toEqual(before);
  });

  it("names a best seller removed from the catalogue since", async () => {
    await aFortnight();
    await Product.deleteOne({ _id: REED });
    expect(names((await periodReport({ period: "7" }, NOW)).bestByRevenue).at(-1)).toEqual({ name: REMOVED_PRODUCT, units: 1, sales: 20000 });
  });

  it("answers GET /api/analytics/period to the owner only, and refuses a bad period with field errors", async () => {
    const admin = await bearer(await createTestUser({ role: "admin" }));
    const ask = (search: string, headers = admin) => callRoute<ApiAnswer & { report: PeriodReport }>(periodRoute, { url: `/api/analytics/period${search}`, headers });
    const ok = await ask("?period=7");
    expect(ok.status).toBe(200);
    expect(ok.body.report.daily).toHaveLength(7);
    expect((await ask("")).body.report.period.length).toBe(30);
    expect((await ask("?period=7", await bearer(await createTestUser()))).status).toBe(403);
    const refusals: [string, string, RegExp][] = [
      ["?period=14", "period", /7, 30 or 90/],
      ["?from=2026-11-01", "to", /both/],
      ["?from=2026-11-10&to=2026-11-01", "to", /on or after/],
      ["?from=2025-01-01&to=2026-11-01", "to", /at most 366/],
      ["?from=2026-02-30&to=2026-03-01", "from", /YYYY-MM-DD/],
    ];
    for (const [search, field, message] of refusals) {
      const refused = await ask(search);
      expect({ search, status: refused.status }).toEqual({ search, status: 400 });
      expect(refused.body.fieldErrors?.[field]).toEqual([expect.stringMatching(message)]);
    }
  });
});
