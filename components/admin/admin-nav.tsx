"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ADMIN_NAV } from "@/lib/admin/navigation";
import styles from "./admin-shell.module.css";

export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className={styles.nav}>
      <ul>
        {ADMIN_NAV.map((item) => {
          const current = item.href === "/admin" ? pathname === "/admin" : pathname.startsWith(item.href);
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={current ? "page" : undefined} className={styles.navLink} data-testid={`admin-nav-${item.href.split("/")[2] ?? "dashboard"}`}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
