import "server-only";
import { recentActivity } from "@/lib/activity/record-activity";
import { countDueSalesQuietly, ledgerTotals } from "@/lib/analytics/sales-ledger";
import { shopMonthSoFar } from "@/lib/calendar/shop-calendar";
import { connectToDatabase } from "@/lib/db/connect";
import { recentLoginAttempts } from "./login-attempts";
import { stockAlerts, type StockAlerts } from "./stock-alerts";
import type { LoginAttemptView } from "./login-attempt-view";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import type { ActivityKind } from "@/models/activity-event";
import { LoginAttempt } from "@/models/login-attempt";
import { Order } from "@/models/order";
import { User } from "@/models/user";

export interface DashboardFigures {
  activeProducts: number;
  outOfStock: number;
  stock: StockAlerts;
  pendingOrders: number;
  totalUsers: number;
  monthlyRevenue: number;
  activity: { id: string; kind: ActivityKind; message: string; subject: string | null; at: string }[];
  loginAttempts: LoginAttemptView[];
  failedLoginsLastDay: number;
}

/** The dashboard's figures, all read from the database as it is now. */
export async function dashboardFigures(now = new Date()): Promise<DashboardFigures> {
  await connectToDatabase();
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  // Counts by one indexed equality are read from the index alone (COUNT_SCAN), however many match.
  const [stock, pendingOrders, customers, month, activity, attempts, failedLoginsLastDay] = await Promise.all([
    stockAlerts(),
    Order.countDocuments({ status: ORDER_STATUS.pending }),
    User.countDocuments({ role: "customer" }),
    // Payments the ledger has not counted yet are counted first; only the month's revenue waits for them.
    countDueSalesQuietly().then(() => ledgerTotals(shopMonthSoFar(now))),
    recentActivity(10),
    recentLoginAttempts(10),
    LoginAttempt.countDocuments({ success: false, at: { $gte: dayAgo } }),
  ]);
  return {
    activeProducts: stock.products - stock.outOfStockProducts,
    outOfStock: stock.outOfStockProducts,
    stock,
    pendingOrders,
    totalUsers: customers,
    monthlyRevenue: month.sales,
    activity: activity.map((event) => ({
      id: event._id.toString(),
      kind: event.kind,
      message: event.message,
      subject: event.subject ?? null,
      at: event.at.toISOString(),
    })),
    loginAttempts: attempts,
    failedLoginsLastDay,
  };
}
