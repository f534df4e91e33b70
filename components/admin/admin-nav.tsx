"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { AdminScreen } from "@/lib/admin/navigation";
import styles from "./admin-shell.module.css";

/** The screens the signed-in staff member's role may open (`screensFor`, on the server). */
export function AdminNav({ screens }: { screens: readonly Pick<AdminScreen, "href" | "label">[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className={styles.nav}>
      <ul>
        {screens.map((item) => {
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
