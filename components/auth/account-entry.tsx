"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useAuthModal } from "./auth-modal-context";
import styles from "./account-entry.module.css";
import { useSession } from "./session-store";
import { signOutAndGoHome } from "./sign-out";

/** The navbar's account corner: Login for visitors; a customer's name leads to /account, an admin's to the Admin link; Logout. */
export function AccountEntry() {
  const { data: session, status } = useSession();
  const { openAuthModal } = useAuthModal();
  const pathname = usePathname();
  const router = useRouter();
  if (status === "loading") return <span className={styles.placeholder} aria-hidden="true" />;
  if (!session) {
    return (
      <button type="button" className={styles.link} onClick={() => openAuthModal({ origin: pathname })} data-testid="account-login">
        Login
      </button>
    );
  }
  return (
    <span className={styles.entry} data-testid="account-entry">
      {session.user.isAdmin ? (
        <>
          <span className={styles.name} data-testid="account-name">
            {session.user.name.split(" ")[0]}
          </span>
          <Link href="/admin" className={styles.link}>
            Admin
          </Link>
        </>
      ) : (
        <Link href="/account" className={`${styles.link} ${styles.name}`} data-testid="account-name" aria-label={`Your account, ${session.user.name}`}>
          {session.user.name.split(" ")[0]}
        </Link>
      )}
      <button type="button" className={styles.link} onClick={() => void signOutAndGoHome(router)} data-testid="account-logout">
        Logout
      </button>
    </span>
  );
}
