import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

/** Analytics by period: the period links and range form, the four figures, the charts and the best sellers. */
export class AdminAnalyticsPage extends pageObject(
  {
    period: "analytics-period",
    from: "analytics-from",
    to: "analytics-to",
    showRange: "analytics-range-submit",
    sales: "analytics-total-sales",
    orders: "analytics-total-orders",
    views: "analytics-page-views",
    conversion: "analytics-conversion-rate",
    salesChart: "analytics-sales-chart",
    ordersChart: "analytics-orders-chart",
    viewsChart: "analytics-views-chart",
    typesChart: "analytics-types-chart",
    bestByRevenue: "best-sellers-revenue",
    bestByUnits: "best-sellers-units",
  },
  { path: "/admin/analytics" },
) {
  preset(days: "7" | "30" | "90"): Locator {
    return this.page.getByTestId(`analytics-period-${days}`);
  }

  async chooseRange(from: string, to: string): Promise<void> {
    await this.from.fill(from);
    await this.to.fill(to);
    await this.showRange.click();
  }
}
