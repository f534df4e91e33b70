"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./account.module.css";

type Outcome = { state: "working" } | { state: "done"; joined: number } | { state: "refused"; message: string };

/** Follows the e-mailed link: the guest orders placed with the account's e-mail join it. */
export function ClaimOrders({ token }: { token: string }) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>({ state: "working" });
  // Once per visit: the link is single-use, so a second request would only be refused.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    apiRequest<{ joined: number }>("/account/orders/claim", { method: "POST", body: { token } })
      .then(({ joined }) => {
        setOutcome({ state: "done", joined });
        router.refresh();
      })
      .catch((error: unknown) => setOutcome({ state: "refused", message: error instanceof Error ? error.message : "This link could not be used." }));
  }, [router, token]);

  return (
    <section className={styles.panel} aria-live="polite" data-testid="claim-orders">
      {outcome.state === "working" ? <p className={styles.note}>Adding your orders…</p> : null}
      {outcome.state === "done" ? (
        <p className={styles.success} data-testid="claim-orders-result">
          {outcome.joined === 0
            ? "Your e-mail is confirmed. There were no other orders placed with it."
            : `Your e-mail is confirmed: ${outcome.joined} order${outcome.joined === 1 ? " was" : "s were"} added to your account.`}
        </p>
      ) : null}
      {outcome.state === "refused" ? (
        <p className={styles.danger} role="alert" data-testid="claim-orders-result">
          {outcome.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link href="/account" className={buttonClass("primary")}>
          Go to your account
        </Link>
      </div>
    </section>
  );
}
