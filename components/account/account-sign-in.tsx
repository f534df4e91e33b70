"use client";

import { useEffect } from "react";
import { useAuthModal } from "@/components/auth/auth-modal-context";
import { buttonClass } from "@/components/ui/button";
import styles from "./account.module.css";

/** What a visitor sees of an account page: the login modal opens, and returns here once signed in. */
export function AccountSignIn({ returnTo }: { returnTo: string }) {
  const { openAuthModal } = useAuthModal();
  useEffect(() => openAuthModal({ origin: returnTo }), [openAuthModal, returnTo]);
  return (
    <section className={styles.panel} data-testid="account-sign-in">
      <p className={styles.note}>Log in or sign up to see your orders, keep your delivery addresses and change your password.</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass("primary")} onClick={() => openAuthModal({ origin: returnTo })}>
          Log in
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={() => openAuthModal({ mode: "signup", origin: returnTo })}>
          Sign up
        </button>
      </div>
    </section>
  );
}
