import type { Metadata } from "next";
import { AnalyticsCharts } from "@/components/admin/analytics/analytics-charts";
import styles from "@/components/admin/analytics/analytics.module.css";
import formStyles from "@/components/admin/form.module.css";
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
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div key={card.id} className={styles.card} data-testid={`analytics-${card.id}`}>
            <dt>{card.label}</dt>
            <dd>
              {card.value}
              <small>{card.note}</small>
            </dd>
          </div>
        ))}
      </dl>
      <AnalyticsCharts analytics={analytics} />
    </>
  );
}
