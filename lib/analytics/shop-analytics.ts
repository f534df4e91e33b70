import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { toKobo, toNaira } from "@/lib/money/naira";
import { DailyVisitor } from "@/models/daily-visitor";
import { Order } from "@/models/order";
import { PageView } from "@/models/page-view";
import { LAGOS_TIMEZONE, recentShopDays } from "@/lib/calendar/shop-calendar";

/** What the analytics screen and GET /api/orders/analytics show; money in naira. */
export interface ShopAnalytics {
  totalSales: number;
  totalOrders: number;
  pageViews: number;
  /** Unique visitors per day, summed over all days. */
  visitors: number;
  /** Paid orders per 100 visitors, to 2 decimals; 0 before anyone has visited. */
  conversionRate: number;
  salesOverTime: { day: string; sales: number; orders: number }[];
}

// Only money actually received counts: paid card orders and bank transfers an admin confirmed.
const PAID = { "payment.state": "paid" } as const;

const sumOf = (rows: { total?: number }[]) => rows[0]?.total ?? 0;

export async function paidOrderTotals(since?: Date): Promise<{ sales: number; orders: number }> {
  const match = since ? { ...PAID, "payment.paidAt": { $gte: since } } : PAID;
  const [row] = await Order.aggregate<{ sales: number; orders: number }>([
    { $match: match },
    { $group: { _id: null, sales: { $sum: "$totalPrice" }, orders: { $sum: 1 } } },
  ]);
  // Summing naira floats can leave a stray fraction of a kobo; money is exact to the kobo.
  return { sales: toNaira(toKobo(row?.sales ?? 0)), orders: row?.orders ?? 0 };
}

async function salesByDay(days: string[]): Promise<ShopAnalytics["salesOverTime"]> {
  const first = days[0];
  if (!first) return [];
  const since = new Date(`${first}T00:00:00${LAGOS_TIMEZONE}`);
  const rows = await Order.aggregate<{ _id: string; sales: number; orders: number }>([
    { $match: { ...PAID, "payment.paidAt": { $gte: since } } },
    {
      $group: {
        _id: { $dateToString: { format: "%Y-%m-%d", date: "$payment.paidAt", timezone: LAGOS_TIMEZONE } },
        sales: { $sum: "$totalPrice" },
        orders: { $sum: 1 },
      },
    },
  ]);
  const byDay = new Map(rows.map((row) => [row._id, row]));
  return days.map((day) => ({ day, sales: toNaira(toKobo(byDay.get(day)?.sales ?? 0)), orders: byDay.get(day)?.orders ?? 0 }));
}

export async function shopAnalytics(now = new Date(), days = 30): Promise<ShopAnalytics> {
  await connectToDatabase();
  const [totals, views, visitors, salesOverTime] = await Promise.all([
    paidOrderTotals(),
    PageView.aggregate<{ total: number }>([{ $group: { _id: null, total: { $sum: "$views" } } }]),
    DailyVisitor.estimatedDocumentCount(),
    salesByDay(recentShopDays(now, days)),
  ]);
  return {
    totalSales: totals.sales,
    totalOrders: totals.orders,
    pageViews: sumOf(views),
    visitors,
    conversionRate: visitors === 0 ? 0 : Math.round((totals.orders / visitors) * 10000) / 100,
    salesOverTime,
  };
}
