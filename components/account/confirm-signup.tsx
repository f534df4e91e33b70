"use client";

import { useState, type FormEvent } from "react";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./account.module.css";
import { LogInNext } from "./log-in-next";

/**
 * The sign-up's link, when an unconfirmed account held the address: the signer confirms with a
 * press (a mail scanner opening the link changes nothing), then logs in with the password chosen.
 */
export function ConfirmSignup({ token }: { token: string }) {
  const { busy, error, send } = useSend("token");
  const [done, setDone] = useState<string | null>(null);

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(async () => {
      const answer = await apiRequest<{ message: string }>("/signup/confirm", { method: "POST", body: { token } });
      setDone(answer.message);
    });
  }

  if (done) return <LogInNext message={done} testId="confirm-signup-done" />;
  return (
    <form className={styles.panel} onSubmit={confirm} data-testid="confirm-signup-form">
      <p className={styles.note}>This makes the account that uses your e-mail yours, with the name and password you chose when you signed up. Anyone signed in to it is signed out.</p>
      <FormFooter submit="Finish creating my account" pending="Finishing…" busy={busy} submitTestId="confirm-signup-submit" error={error} errorTestId="confirm-signup-error" />
    </form>
  );
}
