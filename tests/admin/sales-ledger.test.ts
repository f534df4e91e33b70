import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import mongoose from "mongoose";
import { dashboardFigures } from "@/lib/admin/dashboard";
import { countDueSales, countUnledgeredPaidOrders } from "@/lib/analytics/sales-ledger";
import { shopAnalytics } from "@/lib/analytics/shop-analytics";
import { createBackupStream } from "@/lib/backup/create-backup";
import { restoreBackup } from "@/lib/backup/restore-backup";
import { startOfShopMonth } from "@/lib/calendar/shop-calendar";
import { confirmCardPayment } from "@/lib/checkout/confirm-payment";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { Order } from "@/models/order";
import { SalesDay } from "@/models/sales-day";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";

setupTestDatabase();
jest.setTimeout(60_000);

beforeEach(async () => {
  await clearDatabase();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date();

/** The Lagos day of an instant, worked out here without the shop's calendar (WAT is UTC+1 all year). */
const lagosDay = (at: Date) => new Date(at.getTime() + HOUR).toISOString().slice(0, 10);

/** What the figures must be, summed afresh over every paid order. */
async function freshFigures(now = NOW) {
  const paid = await Order.find({ "payment.state": "paid" }, { totalPrice: 1, "payment.paidAt": 1 }).lean<{ totalPrice: number; payment: { paidAt: Date } }[]>();
  const monthStart = startOfShopMonth(now).getTime();
  const byDay = new Map<string, { kobo: number; orders: number }>();
  let kobo = 0;
  let monthKobo = 0;
  for (const order of paid) {
    const { paidAt } = order.payment;
    const amount = Math.round(order.totalPrice * 100);
    kobo += amount;
    if (paidAt.getTime() >= monthStart) monthKobo += amount;
    const day = byDay.get(lagosDay(paidAt)) ?? { kobo: 0, orders: 0 };
    byDay.set(lagosDay(paidAt), { kobo: day.kobo + amount, orders: day.orders + 1 });
  }
  const series = Array.from({ length: 30 }, (_, index) => lagosDay(new Date(now.getTime() - (29 - index) * DAY))).map((day) => ({
    day,
    sales: (byDay.get(day)?.kobo ?? 0) / 100,
    orders: byDay.get(day)?.orders ?? 0,
  }));
  return { totalSales: kobo / 100, totalOrders: paid.length, monthlyRevenue: monthKobo / 100, series };
}

async function ledgerFigures(now = NOW) {
  const [analytics, dashboard] = await Promise.all([shopAnalytics(now), dashboardFigures(now)]);
  return { totalSales: analytics.totalSales, totalOrders: analytics.totalOrders, monthlyRevenue: dashboard.monthlyRevenue, series: analytics.salesOverTime };
}

/** Paid orders over the last two months, amounts with kobo, a few unpaid ones that never count. */
async function someOrders(count = 40) {
  for (let index = 0; index < count; index += 1) {
    const paidAt = new Date(NOW.getTime() - ((index * 37) % 60) * DAY - (index % 5) * HOUR);
    await createTestOrder({ state: "paid", status: "Order Placed", method: index % 2 ? "card" : "bank", totalPrice: 1000 + index * 250.35, paidAt });
  }
  await createTestOrder({ state: "unpaid", totalPrice: 99999 });
  await createTestOrder({ state: "unpaid", status: "Cancelled", totalPrice: 5000 });
}

/** Every counted order is in exactly one day's orderIds, and each day's totals are its orders'. */
async function expectConsistentLedger() {
  const days = await SalesDay.find({}, { day: 1, salesKobo: 1, orders: 1, orderIds: 1 }).lean();
  const ids = days.flatMap((day) => day.orderIds.map(String));
  expect(new Set(ids).size).toBe(ids.length);
  for (const day of days) expect(day.orders).toBe(day.orderIds.length);
  const counted = await Order.find({ "payment.ledger": "counted" }, { _id: 1 }).lean();
  expect(new Set(ids)).toEqual(new Set(counted.map((order) => order._id.toString())));
}

describe("sales ledger", () => {
  it("gives the dashboard and analytics the figures a fresh sum over the paid orders gives", async () => {
    await someOrders();
    const expected = await freshFigures();
    expect(expected.totalOrders).toBe(40);
    expect(await ledgerFigures()).toEqual(expected);
    expect(await Order.countDocuments({ "payment.ledger": "due" })).toBe(0);
    await expectConsistentLedger();
    // Read again with nothing due: the same figures, nothing counted twice.
    expect(await ledgerFigures()).toEqual(expected);
  });

  it("counts the payments nothing has counted yet before the dashboard alone shows the month", async () => {
    await someOrders(12);
    expect(await Order.countDocuments({ "payment.ledger": "due" })).toBe(12);
    const { monthlyRevenue } = await freshFigures();
    expect(monthlyRevenue).toBeGreaterThan(0);
    expect((await dashboardFigures(NOW)).monthlyRevenue).toBe(monthlyRevenue);
    expect(await Order.countDocuments({ "payment.ledger": "due" })).toBe(0);
  });

  it("never hands out the ids it keeps", async () => {
    await createTestOrder({ state: "paid", totalPrice: 5000 });
    await countDueSales();
    const [day] = await SalesDay.find().lean();
    expect(day).toBeDefined();
    expect(day).not.toHaveProperty("orderIds");
  });

  it("moves today's and the month's figures when an admin confirms a transfer and when a card is paid", async () => {
    await someOrders(10);
    const before = await ledgerFigures();
    const transfer = await createTestOrder({ method: "bank", totalPrice: 12345.67 });
    const card = await createTestOrder({ method: "card", totalPrice: 2000.05 });
    // Waiting for payment is no sale.
    expect(await ledgerFigures()).toEqual(before);

    await changeOrderStatus(transfer.orderNumber, "Order Placed", NOW);
    const outcome = await confirmCardPayment(card.payment.reference, { reference: card.payment.reference, status: "success", amountKobo: 200005, currency: "NGN", paidAt: NOW }, NOW);
    expect(outcome.confirmed).toBe(true);
    // Both payments are counted by the payments themselves, before anyone reads the figures.
    expect(await Order.countDocuments({ "payment.ledger": "due" })).toBe(0);

    const after = await ledgerFigures();
    expect(after.totalSales).toBeCloseTo(before.totalSales + 14345.72, 2);
    expect(after.totalOrders).toBe(before.totalOrders + 2);
    expect(after.monthlyRevenue).toBeCloseTo(before.monthlyRevenue + 14345.72, 2);
    expect(after.series.at(-1)?.day).toBe(lagosDay(NOW));
    expect(after.series.at(-1)?.sales).toBeCloseTo((before.series.at(-1)?.sales ?? 0) + 14345.72, 2);
    expect(after.series.at(-1)?.orders).toBe((before.series.at(-1)?.orders ?? 0) + 2);
    expect(after).toEqual(await freshFigures());
  });

  it("counts a card payment on the day Paystack says it was paid, yesterday at 23:30 WAT", async () => {
    const card = await createTestOrder({ method: "card", totalPrice: 7000 });
    const yesterdayLate = new Date(`${lagosDay(new Date(NOW.getTime() - DAY))}T23:30:00+01:00`);
    await confirmCardPayment(card.payment.reference, { reference: card.payment.reference, status: "success", amountKobo: 700000, currency: "NGN", paidAt: yesterdayLate }, NOW);
    const { series } = await ledgerFigures();
    expect(series.at(-2)).toEqual({ day: lagosDay(yesterdayLate), sales: 7000, orders: 1 });
    expect(series.at(-1)).toEqual({ day: lagosDay(NOW), sales: 0, orders: 0 });
  });

  it("counts money that arrived for an order already cancelled, as the sums always did", async () => {
    const card = await createTestOrder({ method: "card", status: "Cancelled", totalPrice: 3000 });
    const outcome = await confirmCardPayment(card.payment.reference, { reference: card.payment.reference, status: "success", amountKobo: 300000, currency: "NGN", paidAt: NOW }, NOW);
    expect(outcome).toMatchObject({ confirmed: false, reason: "order-cancelled" });
    expect(await ledgerFigures()).toEqual(await freshFigures());
    expect((await ledgerFigures()).totalSales).toBe(3000);
  });

  it("counts a paid order written by hand without a payment time on the day it was made", async () => {
    await Order.collection.insertOne({ _id: new mongoose.Types.ObjectId(), totalPrice: 250.5, payment: { state: "paid", ledger: "due" } });
    expect(await countDueSales()).toBe(1);
    const { salesOverTime, totalSales } = await shopAnalytics(NOW);
    expect(totalSales).toBe(250.5);
    expect(salesOverTime.at(-1)).toEqual({ day: lagosDay(NOW), sales: 250.5, orders: 1 });
  });
});

describe("sales ledger after a crash", () => {
  it("counts orders a crash left marked due and never counted (stopped after the payment)", async () => {
    await someOrders(12);
    // The fixture writes what a payment writes, then stops: nothing has counted them yet.
    expect(await SalesDay.countDocuments()).toBe(0);
    expect(await countDueSales()).toBe(12);
    expect(await countDueSales()).toBe(0);
    expect(await ledgerFigures()).toEqual(await freshFigures());
    await expectConsistentLedger();
  });

  it("does not count again orders whose days were updated before the crash but which were never marked counted", async () => {
    await someOrders(12);
    await countDueSales();
    const counted = await ledgerFigures();
    // The state a crash between the day updates and the marking leaves, for some of the orders
    // (their days already hold them), next to new payments whose days were never updated.
    await Order.updateMany({ "payment.ledger": "counted", totalPrice: { $lt: 2500 } }, { $set: { "payment.ledger": "due" } });
    expect(await Order.countDocuments({ "payment.ledger": "due" })).toBeGreaterThan(0);
    await createTestOrder({ state: "paid", totalPrice: 4321.09, paidAt: NOW });
    await createTestOrder({ state: "paid", totalPrice: 100, paidAt: new Date(NOW.getTime() - 3 * DAY) });

    const after = await ledgerFigures();
    expect(after.totalOrders).toBe(counted.totalOrders + 2);
    expect(after.totalSales).toBeCloseTo(counted.totalSales + 4421.09, 2);
    expect(after).toEqual(await freshFigures());
    expect(await Order.countDocuments({ "payment.ledger": "due" })).toBe(0);
    await expectConsistentLedger();
  });

  it("counts every order once when 20 counts run at the same time, while payments arrive", async () => {
    await someOrders(30);
    const late = Array.from({ length: 10 }, (_, index) => createTestOrder({ state: "paid", totalPrice: 500.5 + index, paidAt: new Date(NOW.getTime() - (index % 3) * DAY) }));
    const runs = await Promise.all([...Array.from({ length: 20 }, () => countDueSales()), ...late]);
    const marked = runs.slice(0, 20).reduce<number>((sum, value) => sum + (value as number), 0);
    await countDueSales();
    expect(await Order.countDocuments({ "payment.ledger": "due" })).toBe(0);
    // Each order was marked counted by exactly one run (the last one marks what came late).
    expect(marked).toBeLessThanOrEqual(40);
    expect(await ledgerFigures()).toEqual(await freshFigures());
    expect((await ledgerFigures()).totalOrders).toBe(40);
    await expectConsistentLedger();
  });

  it("counts once when 20 dashboards and analytics screens are opened at once", async () => {
    await someOrders(25);
    await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? dashboardFigures(NOW) : shopAnalytics(NOW))));
    expect(await ledgerFigures()).toEqual(await freshFigures());
    await expectConsistentLedger();
  });
});

describe("paid orders from before the ledger", () => {
  it("are counted by the server's start, once, even when it stopped halfway before", async () => {
    await someOrders(8);
    // Written by the version before the ledger: paid, with no mark.
    await Order.collection.updateMany({}, { $unset: { "payment.ledger": "" } });
    expect((await ledgerFigures()).totalOrders).toBe(0);

    expect(await countUnledgeredPaidOrders()).toBe(8);
    const expected = await freshFigures();
    expect(await ledgerFigures()).toEqual(expected);
    // A start that stopped after updating the days and before marking the orders.
    await Order.collection.updateMany({ totalPrice: { $lt: 2000 } }, { $unset: { "payment.ledger": "" } });
    expect(await countUnledgeredPaidOrders()).toBeGreaterThan(0);
    expect(await ledgerFigures()).toEqual(expected);
    // Nothing is left for the next start, and the unpaid orders were left alone.
    expect(await countUnledgeredPaidOrders()).toBe(0);
    expect(await Order.countDocuments({ "payment.ledger": { $exists: false } })).toBe(2);
    await expectConsistentLedger();
  });
});

describe("restoring a backup", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "scents-ledger-restore-"));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function database() {
    const db = mongoose.connection.db;
    if (!db) throw new Error("not connected");
    return db;
  }

  async function backUp(): Promise<string> {
    const file = path.join(folder, `backup-${new mongoose.Types.ObjectId().toString()}.ndjson.gz`);
    await pipeline(createBackupStream(database()), createWriteStream(file));
    return file;
  }

  it("rebuilds the ledger from the restored orders, whatever the backup's days said", async () => {
    await someOrders(15);
    await countDueSales();
    // A backup is read a collection at a time while the shop runs, so its days and orders may
    // disagree: here the days count a sale the orders do not have.
    await SalesDay.updateOne({}, { $inc: { salesKobo: 99_900, orders: 1 } });
    const file = await backUp();
    const expected = await freshFigures();
    await createTestOrder({ state: "paid", totalPrice: 777 });

    await restoreBackup(database(), file, { force: true });
    expect(await SalesDay.countDocuments()).toBe(0);
    expect(await Order.countDocuments({ "payment.ledger": "due" })).toBe(15);
    expect(await Order.countDocuments({ "payment.ledger": "counted" })).toBe(0);
    expect(await ledgerFigures()).toEqual(expected);
    await expectConsistentLedger();
  });

  it("counts the paid orders of a backup taken before the ledger existed", async () => {
    await someOrders(6);
    await Order.collection.updateMany({}, { $unset: { "payment.ledger": "" } });
    await SalesDay.collection.drop();
    const file = await backUp();
    const expected = await freshFigures();

    await restoreBackup(database(), file, { force: true });
    expect(await ledgerFigures()).toEqual(expected);
    expect(expected.totalOrders).toBe(6);
    await expectConsistentLedger();
  });
});
