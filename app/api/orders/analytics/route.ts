import { shopAnalytics } from "@/lib/analytics/shop-analytics";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** The spec's contract: the figures under `analytics` (totalSales, totalOrders, ...). */
export const GET = route({ access: "analytics" }, async () => ({ success: true, analytics: await shopAnalytics() }));
