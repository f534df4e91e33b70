import Link from "next/link";
import type { ReactNode } from "react";
import { STORE_NAME } from "@/lib/admin/navigation";
import { AdminNav } from "./admin-nav";
import { LogoutButton } from "./logout-button";
import styles from "./admin-shell.module.css";

export function AdminShell({ adminName, children }: { adminName: string; children: ReactNode }) {
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
          <Link href="/" className={styles.storeLink}>
            View store
          </Link>
          <LogoutButton />
        </div>
      </header>
      <div className={styles.body}>
        <AdminNav />
        <div id="admin-main" className={styles.main}>
          {children}
        </div>
      </div>
    </div>
  );
}
