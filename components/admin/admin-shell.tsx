import Link from "next/link";
import type { ReactNode } from "react";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { screensFor, STORE_NAME } from "@/lib/admin/navigation";
import type { StaffRole } from "@/lib/vocabulary/staff-roles";
import { AdminNav } from "./admin-nav";
import { LogoutButton } from "./logout-button";
import { StepUpDialog } from "./step-up-dialog";
import styles from "./admin-shell.module.css";

/** The admin area's own frame (no storefront navbar or cart): header, menu and the screen. */
export function AdminShell({ adminName, staffRole, children }: { adminName: string; staffRole: StaffRole | null; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div>
          <Link href="/admin" className={styles.brand}>
            {STORE_NAME}
          </Link>
          <p className={styles.subtitle}>Admin Control Panel</p>
        </div>
        <div className={styles.headerActions}>
          <span className={styles.who} data-testid="admin-name">
            {adminName}
          </span>
          <Link href="/" className={styles.storeLink} data-testid="admin-view-store">
            View store
          </Link>
          <ThemeToggle />
          <LogoutButton />
        </div>
      </header>
      <div className={styles.body}>
        <AdminNav screens={screensFor(staffRole).map(({ href, label }) => ({ href, label }))} />
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <StepUpDialog />
      </div>
    </div>
  );
}
