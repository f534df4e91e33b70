import type { Metadata } from "next";
import { AnalyticsCharts } from "@/components/admin/analytics/analytics-charts";
import formStyles from "@/components/admin/form.module.css";
import { StatCards } from "@/components/admin/stat-cards";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { shopAnalytics } from "@/lib/analytics/shop-analytics";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Analytics & Reporting" };

// Spec: the naira sign then the number with thousands separators.
const naira = (value: number) => `₦${value.toLocaleString("en-NG", { maximumFractionDigits: 2 })}`;

export default async function AdminAnalyticsPage() {
  await requireAdminPage();
  const analytics = await shopAnalytics();
  const cards = [
    { id: "total-sales", label: "Total Sales", value: naira(analytics.totalSales), note: "Paid orders" },
    { id: "total-orders", label: "Total Orders", value: analytics.totalOrders.toLocaleString("en-NG"), note: "Paid orders" },
    { id: "page-views", label: "Page Views", value: analytics.pageViews.toLocaleString("en-NG"), note: `${analytics.visitors.toLocaleString("en-NG")} daily visitors` },
    { id: "conversion-rate", label: "Conversion Rate", value: `${analytics.conversionRate}%`, note: "Paid orders per visitor" },
  ];
  return (
    <>
      <h1 className={formStyles.pageTitle}>Analytics &amp; Reporting</h1>
      <StatCards cards={cards} testIdPrefix="analytics" />
      <AnalyticsCharts analytics={analytics} />
    </>
  );
}
