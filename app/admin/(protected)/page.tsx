import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import formStyles from "@/components/admin/form.module.css";
import styles from "@/components/admin/dashboard.module.css";
import { StatCards } from "@/components/admin/stat-cards";
import { dashboardFigures } from "@/lib/admin/dashboard";
import { LoginAttemptList } from "@/components/admin/login-attempt-list";
import { FailedMailList } from "@/components/admin/mail/failed-mail-list";
import { formatAdminTime } from "@/lib/admin/admin-time";
import { screensFor } from "@/lib/admin/navigation";
import { roleMay } from "@/lib/vocabulary/staff-roles";
import { whileAdminPageGuarded } from "@/lib/admin/require-admin";
import { failedMessages } from "@/lib/mail/failed-messages";
import { offsiteBackupFailure } from "@/lib/backup/offsite-settings";
import { formatNaira } from "@/lib/money/naira";
import { LOW_STOCK } from "@/lib/catalog/product-view";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { AdminCard } from "@/components/admin/admin-card";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin Dashboard" };

const QUICK_ACTIONS = [
  { href: "/admin/products", label: "Add New Product" },
  { href: "/admin/orders", label: "View Recent Orders" },
  { href: "/admin/analytics", label: "View Analytics" },
  { href: "/admin/settings", label: "Manage Settings" },
];

const sizesNote = (count: number, what: string) => `${count.toLocaleString("en-NG")} ${count === 1 ? "size" : "sizes"} ${what}`;


export default async function AdminDashboardPage() {
  const {
    admin,
    data: [figures, failedMail, backupFailure],
  } = await whileAdminPageGuarded(null, Promise.all([dashboardFigures(), failedMessages(), offsiteBackupFailure()]));
  const stats = [
    { id: "active-products", label: "Active Products", value: figures.activeProducts.toLocaleString("en-NG"), note: `${figures.outOfStock} out of stock · ${sizesNote(figures.stock.soldOutSizes, "sold out")}` },
    { id: "pending-orders", label: "Pending Orders", value: figures.pendingOrders.toLocaleString("en-NG"), note: "Awaiting payment confirmation" },
    { id: "total-users", label: "Total Users", value: figures.totalUsers.toLocaleString("en-NG"), note: "Customer accounts" },
    { id: "monthly-revenue", label: "Monthly Revenue", value: formatNaira(figures.monthlyRevenue), note: "Paid orders this month" },
  ].filter((stat) => stat.id !== "monthly-revenue" || roleMay(admin.staffRole, "analytics"));
  const screens = screensFor(admin.staffRole).filter((screen) => screen.href !== "/admin");
  const quickActions = QUICK_ACTIONS.filter((action) => screens.some((screen) => screen.href === action.href));
  return (
    <>
      <section className={`${formStyles.card} ${styles.welcome}`}>
        <h1>Welcome back, {admin.name}</h1>
        <p>Here is how the shop is doing today.</p>
      </section>

      {backupFailure ? (
        <p className={formStyles.alert} role="alert" data-testid="dashboard-backup-failed">
          The off-site backup failed at {formatAdminTime(backupFailure.at)}: {backupFailure.message}. It is tried again within the hour.{" "}
          <Link href="/admin/security#security-offsite-backup">Open Security &amp; Backups</Link>
        </p>
      ) : null}

      <h2 className={formStyles.sectionTitle}>Quick Overview</h2>
      <StatCards cards={stats} testIdPrefix="stat" />

      <h2 className={formStyles.sectionTitle}>Quick Actions</h2>
      <ul className={styles.actions}>
        {quickActions.map((action) => (
          <li key={action.href}>
            <Link href={action.href} className={buttonClass("ghost")}>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>

      <h2 className={formStyles.sectionTitle}>Admin Screens</h2>
      <ul className={styles.screens} data-testid="admin-screens">
        {screens.map((screen) => (
          <li key={screen.href}>
            <Link href={screen.href} className={styles.screen}>
              <span className={styles.screenName}>{screen.label}</span>
              <span className={styles.meta}>{screen.description}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className={styles.columns}>
        <AdminCard id="recent-activity" title="Recent Activity">
          {figures.activity.length === 0 ? (
            <p className={styles.empty}>Nothing has happened yet.</p>
          ) : (
            <ul className={styles.list} data-testid="recent-activity">
              {figures.activity.map((event) => (
                <li key={event.id}>
                  <span>{event.message}</span>
                  <time className={styles.meta} dateTime={event.at}>
                    {formatAdminTime(event.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>

        <AdminCard id="stock-alerts" title="Stock Alerts">
          <p className={styles.meta}>
            {sizesNote(figures.stock.soldOutSizes, "sold out")}, {sizesNote(figures.stock.lowSizes, `with ${LOW_STOCK} or fewer left`)}.
          </p>
          {figures.stock.lowest.length === 0 ? null : (
            <ul className={styles.list} data-testid="stock-alerts">
              {figures.stock.lowest.map((size) => (
                <li key={`${size.productId}-${size.label}`}>
                  <span>{nameWithSize(size.name, size.label)}</span>
                  <span className={size.stock === 0 ? styles.failed : styles.meta}>{size.stock === 0 ? "Sold out" : `${size.stock} left`}</span>
                </li>
              ))}
            </ul>
          )}
          <Link href="/admin/products" className={buttonClass("ghost", { small: true })}>
            Restock in Products
          </Link>
        </AdminCard>

        <AdminCard id="login-attempts" title="Login Attempts">
          <p className={styles.meta}>
            {figures.failedLoginsLastDay} failed in the last 24 hours. Failed attempts are rate limited per account and per address.
          </p>
          <LoginAttemptList attempts={figures.loginAttempts} />
        </AdminCard>

        <AdminCard id="failed-mail" title="Failed E-mails">
          <FailedMailList messages={failedMail.messages} total={failedMail.total} />
        </AdminCard>
      </div>
    </>
  );
}
