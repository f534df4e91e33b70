"use client";

import { useState, type FormEvent } from "react";
import { useSchemaForm } from "@/components/admin/use-schema-form";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { passwordResetRequestSchema } from "@/lib/account/password-reset-schemas";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./auth-modal.module.css";

const idFor = () => "forgot-email";

/** The sign-in modal's "Forgot password?" view: asks for a reset link; the answer is the same for every address. */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const form = useSchemaForm<"email", unknown>({ schema: passwordResetRequestSchema, initial: { email }, fields: ["email"], idFor });
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    await form.run(async (body) => {
      const answer = await apiRequest<{ message: string }>("/account/password-reset", { method: "POST", body });
      setSent(answer.message);
    }, "Could not send the link. Please try again.");
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="forgot-form">
      <p className={styles.lead}>Enter the e-mail you shop with and we will send you a link to choose a new password.</p>
      <FormField id={idFor()} label="Email" error={form.errors.email} look="compact">
        {(control) => <input {...control} type="email" autoComplete="email" value={form.values.email} onChange={(event) => form.edit("email", event.target.value)} data-testid="forgot-email" />}
      </FormField>
      <FormFooter submit="Send reset link" pending="Sending..." busy={form.busy} submitTestId="forgot-submit" status={sent} statusTestId="forgot-status" error={form.failure} errorTestId="forgot-error">
        <button type="button" className={buttonClass("ghost")} onClick={onBack} data-testid="forgot-back">
          Back to login
        </button>
      </FormFooter>
    </form>
  );
}
