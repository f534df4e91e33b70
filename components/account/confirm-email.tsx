"use client";

import type { FormEvent } from "react";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";

/** Until the account follows its sign-up link: what waits on it, and the link sent again (a few an hour). */
export function ConfirmEmail({ email }: { email: string }) {
  const { busy, error, status, send } = useSend("email");

  function resend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(async () => {
      const answer = await apiRequest<{ sentTo: string }>("/account/email-proof", { method: "POST" });
      return `We sent a new link to ${answer.sentTo}. Open it while signed in, within 24 hours.`;
    });
  }

  return (
    <AccountPanel id="confirm-email-title" title="Confirm your e-mail">
      <form onSubmit={resend} aria-labelledby="confirm-email-title" data-testid="confirm-email-form">
        <p className={styles.note}>
          We sent a link to {email} when you signed up. Until you follow it you cannot write reviews or add orders you placed as a guest, and someone who proves the
          address could take this account over.
        </p>
        <FormFooter
          submit="Send the link again"
          pending="Sending…"
          busy={busy}
          variant="secondary"
          submitTestId="confirm-email-send"
          status={status}
          statusTestId="confirm-email-status"
          error={error}
          errorTestId="confirm-email-failure"
        />
      </form>
    </AccountPanel>
  );
}
