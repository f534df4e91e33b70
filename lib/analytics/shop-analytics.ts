import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { DailyVisitor } from "@/models/daily-visitor";
import { PageView } from "@/models/page-view";
import { recentShopDays } from "@/lib/calendar/shop-calendar";
import { countDueSalesQuietly, ledgerDays, ledgerTotals } from "./sales-ledger";

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

const sumOf = (rows: { total?: number }[]) => rows[0]?.total ?? 0;

export async function shopAnalytics(now = new Date(), days = 30): Promise<ShopAnalytics> {
  await connectToDatabase();
  // Only money actually received counts (paid card orders and bank transfers an admin
  // confirmed), read from the sales ledger once the payments not yet in it are added.
  await countDueSalesQuietly();
  const [totals, views, visitors, salesOverTime] = await Promise.all([
    ledgerTotals(),
    PageView.aggregate<{ total: number }>([{ $group: { _id: null, total: { $sum: "$views" } } }]),
    DailyVisitor.estimatedDocumentCount(),
    ledgerDays(recentShopDays(now, days)),
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
