"use client";

import type { FormEvent, ReactNode } from "react";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";

interface Props {
  /** The panel's heading id and the prefix of its test ids. */
  name: string;
  title: string;
  /** What following the link does for the account. */
  note: ReactNode;
  submit: string;
  /** What the footer says once the link is on its way to `sentTo`. */
  sent(sentTo: string): string;
}

/** A panel that e-mails the account's address a link proving it (a few an hour): one proof confirms the address and adds guest orders. */
function EmailProofPanel({ name, title, note, submit, sent }: Props) {
  const { busy, error, status, send } = useSend("email");
  const titleId = `${name}-title`;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(async () => sent((await apiRequest<{ sentTo: string }>("/account/email-proof", { method: "POST" })).sentTo));
  }

  return (
    <AccountPanel id={titleId} title={title}>
      <form onSubmit={ask} aria-labelledby={titleId} data-testid={`${name}-form`}>
        <p className={styles.note}>{note}</p>
        <FormFooter
          submit={submit}
          pending="Sending…"
          busy={busy}
          variant="secondary"
          submitTestId={`${name}-send`}
          status={status}
          statusTestId={`${name}-status`}
          error={error}
          errorTestId={`${name}-failure`}
        />
      </form>
    </AccountPanel>
  );
}

/** Until the account follows its sign-up link: what waits on it, and the link sent again. */
export function ConfirmEmail({ email }: { email: string }) {
  return (
    <EmailProofPanel
      name="confirm-email"
      title="Confirm your e-mail"
      note={`We sent a link to ${email} when you signed up. Until you follow it you cannot write reviews or add orders you placed as a guest, and someone who proves the address could take this account over.`}
      submit="Send the link again"
      sent={(sentTo) => `We sent a new link to ${sentTo}. Open it while signed in, within 24 hours.`}
    />
  );
}

/** Asks for the e-mailed link that adds the orders placed as a guest with the account's e-mail. */
export function GuestOrders({ email }: { email: string }) {
  return (
    <EmailProofPanel
      name="guest-orders"
      title="Earlier orders"
      note={`Ordered as a guest with ${email}? We will e-mail that address a link; following it adds those orders here.`}
      submit="E-mail me the link"
      sent={(sentTo) => `We sent a link to ${sentTo}. Open it on this device while signed in, within 24 hours.`}
    />
  );
}
