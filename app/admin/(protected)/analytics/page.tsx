import type { Metadata } from "next";
import { AnalyticsCharts } from "@/components/admin/analytics/analytics-charts";
import styles from "@/components/admin/analytics/analytics.module.css";
import { BestSellers } from "@/components/admin/analytics/best-sellers";
import { ChannelSales } from "@/components/admin/analytics/channel-sales";
import { PeriodPicker } from "@/components/admin/analytics/period-picker";
import { RecoveredCheckouts } from "@/components/admin/analytics/recovered-checkouts";
import formStyles from "@/components/admin/form.module.css";
import { StatCards } from "@/components/admin/stat-cards";
import { whileAdminPageGuarded } from "@/lib/admin/require-admin";
import { periodReport } from "@/lib/analytics/period-report";
import { periodQuerySchema, type PeriodQuery } from "@/lib/analytics/periods";
import type { ListPageProps } from "@/lib/admin/page-props";
import { startOfNextShopDay, startOfShopDay } from "@/lib/calendar/shop-calendar";
import { recoveredCheckouts } from "@/lib/checkout/abandoned-checkout-list";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Analytics & Reporting" };

// Spec: the naira sign then the number with thousands separators.
const naira = (value: number) => `₦${value.toLocaleString("en-NG", { maximumFractionDigits: 2 })}`;
const count = (value: number) => value.toLocaleString("en-NG");

/** "+12.5%" against the previous period; nothing to compare with when it had none. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "none before";
  const percent = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return percent === 0 ? "no change" : `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`;
}

/** The URL's period; one it cannot read shows the last 30 days and says why. */
function readPeriod(searchParams: Record<string, string | string[] | undefined>): { query: PeriodQuery; error: string | null } {
  const raw = Object.fromEntries(Object.entries(searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = periodQuerySchema.safeParse({ period: raw.period, from: raw.from || undefined, to: raw.to || undefined });
  return parsed.success ? { query: parsed.data, error: null } : { query: {}, error: `${parsed.error.issues[0]?.message ?? "That period cannot be shown"}: showing the last 30 days.` };
}

export default async function AdminAnalyticsPage({ searchParams }: ListPageProps) {
  const { query, error } = readPeriod(await searchParams);
  const { data: report } = await whileAdminPageGuarded("analytics", periodReport(query));
  const [recovered, recoveredBefore] = await Promise.all([
    recoveredCheckouts(startOfShopDay(report.period.from), startOfNextShopDay(report.period.to)),
    recoveredCheckouts(startOfShopDay(report.period.previousFrom), startOfNextShopDay(report.period.previousTo)),
  ]);
  const { current, previous } = report;
  const beside = (now: number, before: number, shown: string) => `${change(now, before)} · ${shown} in ${report.period.previousLabel}`;
  const cards = [
    { id: "total-sales", label: "Total Sales", value: naira(current.totalSales), note: beside(current.totalSales, previous.totalSales, naira(previous.totalSales)) },
    { id: "total-orders", label: "Total Orders", value: count(current.totalOrders), note: beside(current.totalOrders, previous.totalOrders, count(previous.totalOrders)) },
    { id: "page-views", label: "Page Views", value: count(current.pageViews), note: beside(current.pageViews, previous.pageViews, count(previous.pageViews)) },
    {
      id: "conversion-rate",
      label: "Conversion Rate",
      value: `${current.conversionRate}%`,
      note: `${beside(current.conversionRate, previous.conversionRate, `${previous.conversionRate}%`)} · ${count(current.visitors)} daily visitors`,
    },
  ];
  return (
    <>
      <h1 className={formStyles.pageTitle}>Analytics &amp; Reporting</h1>
      <PeriodPicker period={report.period} error={error} />
      <p className={styles.period} data-testid="analytics-period">
        {report.period.label} ({report.period.length} Lagos {report.period.length === 1 ? "day" : "days"}), beside {report.period.previousLabel}. Sales are paid orders less refunds.
      </p>
      <StatCards cards={cards} testIdPrefix="analytics" />
      <AnalyticsCharts report={report} />
      <div className={styles.lists}>
        <BestSellers title="Best sellers by sales" by="revenue" products={report.bestByRevenue} testId="best-sellers-revenue" />
        <BestSellers title="Best sellers by units" by="units" products={report.bestByUnits} testId="best-sellers-units" />
        <ChannelSales channels={report.byChannel} previousLabel={report.period.previousLabel} />
        <RecoveredCheckouts current={recovered} previous={recoveredBefore} previousLabel={report.period.previousLabel} />
      </div>
    </>
  );
}
