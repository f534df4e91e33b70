"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./account.module.css";
import { StatusLine, type Status } from "./status-line";
import { AccountPanel } from "./account-panel";

/** Asks for the e-mailed link that adds the orders placed as a guest with the account's e-mail. */
export function GuestOrders({ email }: { email: string }) {
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await apiRequest<{ sentTo: string }>("/account/email-proof", { method: "POST" });
      setStatus({ tone: "success", message: `We sent a link to ${answer.sentTo}. Open it on this device while signed in, within 24 hours.` });
    } catch (error) {
      setStatus({ tone: "danger", message: error instanceof Error ? error.message : "Could not send the link. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPanel id="guest-orders-title" title="Earlier orders">
      <p className={styles.note}>
        Ordered as a guest with {email}? We will e-mail that address a link; following it adds those orders here.
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass("secondary")} onClick={() => void send()} disabled={busy} data-testid="guest-orders-send">
          {busy ? "Sending…" : "E-mail me the link"}
        </button>
      </div>
      <StatusLine status={status} testId="guest-orders-status" />
    </AccountPanel>
  );
}
