"use client";

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Title, Tooltip, Filler } from "chart.js";
import type { ReactNode } from "react";
import { Bar, Line } from "react-chartjs-2";
import type { ShopAnalytics } from "@/lib/analytics/shop-analytics";
import styles from "./analytics.module.css";

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Title, Tooltip, Legend, Filler);
// A mid grey reads on both the light and the dark theme.
ChartJS.defaults.color = "#8a8178";

// Spec: a translucent teal.
const TEAL = "rgba(75, 192, 192, 0.6)";
const TEAL_LINE = "rgb(45, 150, 150)";

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", timeZone: "UTC" });

// Both charts: the title above, the legend on top, counts from zero, no vertical grid lines.
const chartOptions = (title: string) => ({
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: "top" as const }, title: { display: true, text: title } },
  scales: { y: { beginAtZero: true }, x: { grid: { display: false } } },
});

/** The spec's 'Analytics Overview' bar chart, and sales over the last 30 days. */
export function AnalyticsCharts({ analytics }: { analytics: ShopAnalytics }) {
  const overview = {
    labels: ["Total Sales (Naira)", "Total Orders", "Page Views", "Conversion Rate (%)"],
    datasets: [
      {
        label: "Analytics Metrics",
        data: [analytics.totalSales, analytics.totalOrders, analytics.pageViews, analytics.conversionRate],
        backgroundColor: TEAL,
        borderColor: TEAL_LINE,
        borderWidth: 1,
      },
    ],
  };
  const sales = {
    labels: analytics.salesOverTime.map((point) => dayLabel.format(new Date(`${point.day}T00:00:00Z`))),
    datasets: [
      {
        label: "Sales (Naira)",
        data: analytics.salesOverTime.map((point) => point.sales),
        borderColor: TEAL_LINE,
        backgroundColor: "rgba(75, 192, 192, 0.2)",
        fill: true,
        tension: 0.25,
      },
    ],
  };
  const summary = analytics.salesOverTime.filter((point) => point.orders > 0);
  return (
    <div className={styles.charts}>
      <ChartFigure
        testId="analytics-overview-chart"
        caption={`Analytics Overview: total sales ${analytics.totalSales.toLocaleString("en-NG")} naira, ${analytics.totalOrders} orders, ${analytics.pageViews} page views, ${analytics.conversionRate}% conversion.`}
      >
        <Bar data={overview} options={chartOptions("Analytics Overview")} aria-label="Analytics Overview bar chart" role="img" />
      </ChartFigure>
      <ChartFigure
        testId="sales-over-time-chart"
        caption={
          summary.length === 0
            ? "No paid orders in the last 30 days."
            : `Paid orders on ${summary.length} of the last 30 days, ${summary.reduce((total, point) => total + point.orders, 0)} orders in all.`
        }
      >
        <Line data={sales} options={chartOptions("Sales over the last 30 days")} aria-label="Sales over the last 30 days line chart" role="img" />
      </ChartFigure>
    </div>
  );
}

/** A chart with its text equivalent under it, for those who cannot see the canvas. */
function ChartFigure({ testId, caption, children }: { testId: string; caption: string; children: ReactNode }) {
  return (
    <figure className={styles.chart} data-testid={testId}>
      <div className={styles.canvas}>{children}</div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
