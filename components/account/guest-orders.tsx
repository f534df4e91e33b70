"use client";

import type { FormEvent } from "react";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";

/** Asks for the e-mailed link that adds the orders placed as a guest with the account's e-mail. */
export function GuestOrders({ email }: { email: string }) {
  const { busy, error, status, send } = useSend("email");

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(async () => {
      const answer = await apiRequest<{ sentTo: string }>("/account/email-proof", { method: "POST" });
      return `We sent a link to ${answer.sentTo}. Open it on this device while signed in, within 24 hours.`;
    });
  }

  return (
    <AccountPanel id="guest-orders-title" title="Earlier orders">
      <form onSubmit={ask} aria-labelledby="guest-orders-title" data-testid="guest-orders-form">
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
          error={error}
          errorTestId="guest-orders-failure"
        />
      </form>
    </AccountPanel>
  );
}
