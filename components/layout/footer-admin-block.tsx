import Link from "next/link";
import styles from "./footer.module.css";

/** The footer's admin corner for visitors who are not signed in as admins. */
export function FooterAdminBlock() {
  return (
    <div className={styles.admin} data-testid="footer-admin-block">
      <Link href="/admin/login" className={styles.adminLink}>
        Admin Login
      </Link>
      <p className={styles.notice}>For store staff only. Login attempts are monitored.</p>
    </div>
  );
}
