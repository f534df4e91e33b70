"use client";

import Link from "next/link";
import { lazy, Suspense } from "react";
import { useSession } from "@/components/auth/session-store";
import styles from "./footer.module.css";

function VisitorBlock() {
  return (
    <div className={styles.admin} data-testid="footer-admin-block">
      <Link href="/admin/login" className={styles.adminLink}>
        Admin Login
      </Link>
      <p className={styles.notice}>For store staff only. Login attempts are monitored.</p>
    </div>
  );
}

// Admin links and logout load only when an admin is signed in (React's lazy: next/dynamic's
// loader would join every page's first load).
const FooterAdminLinks = lazy(() => import("./footer-admin-links").then((module) => ({ default: module.FooterAdminLinks })));

/** The footer's admin corner: admin links and logout for admins; a login link and notice for everyone else. */
export function FooterAdminBlock() {
  const { data: session } = useSession();
  if (!session?.user.isAdmin) return <VisitorBlock />;
  return (
    <Suspense fallback={<VisitorBlock />}>
      <FooterAdminLinks />
    </Suspense>
  );
}
