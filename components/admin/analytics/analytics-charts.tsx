"use client";

import { BarElement, CategoryScale, Chart as ChartJS, Filler, Legend, LinearScale, LineElement, PointElement, Title, Tooltip } from "chart.js";
import type { ReactNode } from "react";
import { Bar, Line } from "react-chartjs-2";
import type { DayFigures, PeriodReport } from "@/lib/analytics/period-report";
import styles from "./analytics.module.css";

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Title, Tooltip, Legend, Filler);
// A mid grey reads on both the light and the dark theme.
ChartJS.defaults.color = "#8a8178";

// The spec's translucent teal for this period; the previous period in a grey dashed beside it.
const TEAL = "rgba(75, 192, 192, 0.6)";
const TEAL_LINE = "rgb(45, 150, 150)";
const GREY = "rgba(138, 129, 120, 0.45)";
const GREY_LINE = "rgb(138, 129, 120)";

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", timeZone: "UTC" });
const naira = (value: number) => `₦${value.toLocaleString("en-NG", { maximumFractionDigits: 2 })}`;

// Every chart: the title above, the legend on top, from zero, no vertical grid lines, one unit on its axis.
const chartOptions = (title: string, unit: "naira" | "count") => ({
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: "top" as const }, title: { display: true, text: title } },
  scales: {
    y: { beginAtZero: true, ticks: unit === "naira" ? { callback: (value: string | number) => naira(Number(value)) } : { precision: 0 } },
    x: { grid: { display: false } },
  },
});

type Series = (day: DayFigures) => number;

/** Two series over the period's days: this period's, and the previous period's day for day. */
function daySeries(report: PeriodReport, value: Series, kind: "line" | "bar") {
  const look = (current: boolean) =>
    kind === "line"
      ? { borderColor: current ? TEAL_LINE : GREY_LINE, backgroundColor: current ? "rgba(75, 192, 192, 0.2)" : "transparent", fill: current, tension: 0.25, borderDash: current ? [] : [6, 4] }
      : { backgroundColor: current ? TEAL : GREY, borderColor: current ? TEAL_LINE : GREY_LINE, borderWidth: 1 };
  return {
    labels: report.daily.map((point) => dayLabel.format(new Date(`${point.day}T00:00:00Z`))),
    datasets: [
      { label: report.period.label, data: report.daily.map(value), ...look(true) },
      { label: `Previous: ${report.period.previousLabel}`, data: report.previousDaily.map(value), ...look(false) },
    ],
  };
}

const sum = (days: DayFigures[], value: Series) => days.reduce((total, day) => total + value(day), 0);

/** The period's charts, each in one unit: naira, orders, page views, and naira by product type. */
export function AnalyticsCharts({ report }: { report: PeriodReport }) {
  const sales: Series = (day) => day.sales;
  const orders: Series = (day) => day.orders;
  const views: Series = (day) => day.pageViews;
  const types = {
    labels: report.byType.map((entry) => entry.type),
    datasets: [
      { label: report.period.label, data: report.byType.map((entry) => entry.sales), backgroundColor: TEAL, borderColor: TEAL_LINE, borderWidth: 1 },
      { label: `Previous: ${report.period.previousLabel}`, data: report.byType.map((entry) => entry.previousSales), backgroundColor: GREY, borderColor: GREY_LINE, borderWidth: 1 },
    ],
  };
  return (
    <div className={styles.charts}>
      <ChartFigure testId="analytics-sales-chart" caption={`Net sales: ${naira(sum(report.daily, sales))} in ${report.period.label.toLowerCase()}, ${naira(sum(report.previousDaily, sales))} in ${report.period.previousLabel}.`}>
        <Line data={daySeries(report, sales, "line")} options={chartOptions("Net sales per day (₦)", "naira")} aria-label="Net sales per day, in naira, line chart" role="img" />
      </ChartFigure>
      <ChartFigure testId="analytics-orders-chart" caption={`Paid orders: ${sum(report.daily, orders)} in ${report.period.label.toLowerCase()}, ${sum(report.previousDaily, orders)} in ${report.period.previousLabel}.`}>
        <Bar data={daySeries(report, orders, "bar")} options={chartOptions("Paid orders per day", "count")} aria-label="Paid orders per day bar chart" role="img" />
      </ChartFigure>
      <ChartFigure testId="analytics-views-chart" caption={`Page views: ${sum(report.daily, views)} in ${report.period.label.toLowerCase()}, ${sum(report.previousDaily, views)} in ${report.period.previousLabel}.`}>
        <Line data={daySeries(report, views, "line")} options={chartOptions("Page views per day", "count")} aria-label="Page views per day line chart" role="img" />
      </ChartFigure>
      <ChartFigure
        testId="analytics-types-chart"
        caption={`Sales by product type: ${report.byType.map((entry) => `${entry.type} ${naira(entry.sales)} (before: ${naira(entry.previousSales)})`).join(", ")}. Line prices, before discounts, tax, delivery and refunds.`}
      >
        <Bar data={types} options={chartOptions("Sales by product type (₦)", "naira")} aria-label="Sales by product type, in naira, bar chart" role="img" />
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
