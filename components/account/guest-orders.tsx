"use client";

import { useState, type FormEvent } from "react";
import { FormFooter } from "@/components/ui/form-footer";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";

/** Asks for the e-mailed link that adds the orders placed as a guest with the account's e-mail. */
export function GuestOrders({ email }: { email: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    setFailure(null);
    try {
      const answer = await apiRequest<{ sentTo: string }>("/account/email-proof", { method: "POST" });
      setStatus(`We sent a link to ${answer.sentTo}. Open it on this device while signed in, within 24 hours.`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Could not send the link. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPanel id="guest-orders-title" title="Earlier orders">
      <form onSubmit={send} aria-labelledby="guest-orders-title" data-testid="guest-orders-form">
        <p className={styles.note}>
          Ordered as a guest with {email}? We will e-mail that address a link; following it adds those orders here.
        </p>
        <FormFooter
          submit="E-mail me the link"
          pending="Sending…"
          busy={busy}
          variant="secondary"
          submitTestId="guest-orders-send"
          status={status}
          statusTestId="guest-orders-status"
          error={failure}
          errorTestId="guest-orders-failure"
        />
      </form>
    </AccountPanel>
  );
}
