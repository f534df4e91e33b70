"use client";

import Link from "next/link";
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { refreshSession } from "@/components/auth/session-store";
import { ADMIN_NAV } from "@/lib/admin/navigation";
import { adminLoginUrl } from "@/lib/admin/return-path";
import ownStyles from "./footer-admin-block.module.css";
import styles from "./footer.module.css";

/** The footer's admin corner for a signed-in admin: admin links and logout. Loaded only for admins. */
export function FooterAdminLinks() {
  const router = useRouter();

  async function logout() {
    if (!window.confirm("Are you sure you want to logout from admin panel?")) return;
    try {
      await signOut({ redirect: false });
    } finally {
      void refreshSession();
      router.replace(adminLoginUrl(undefined, "logged-out"));
      router.refresh();
    }
  }

  return (
    <nav className={styles.admin} aria-label="Admin" data-testid="footer-admin-block">
      {ADMIN_NAV.map((link) => (
        <Link key={link.href} href={link.href} className={styles.adminLink}>
          {link.label}
        </Link>
      ))}
      <button type="button" className={`${styles.adminLink} ${ownStyles.logout}`} onClick={() => void logout()} data-testid="footer-admin-logout">
        Logout
      </button>
    </nav>
  );
}
