"use client";

import { useTokenForm } from "@/components/admin/use-token-form";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { passwordResetSchema } from "@/lib/account/password-reset-schemas";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./account.module.css";
import { LogInNext } from "./log-in-next";

type Field = "password" | "confirmPassword";
const idFor = (field: Field | "token") => `reset-${field}`;
const LABELS: Record<Field, string> = { password: "New password", confirmPassword: "Confirm new password" };

/** The reset link's page: the customer chooses a new password, then signs in with it. */
export function PasswordResetForm({ token }: { token: string }) {
  const { form, done, submit } = useTokenForm({
    schema: passwordResetSchema,
    initial: { password: "", confirmPassword: "" },
    idFor,
    token,
    send: (body) => apiRequest<{ message: string }>("/account/password-reset", { method: "PUT", body }),
    fallbackMessage: "Could not change the password. Please try again.",
  });

  if (done) return <LogInNext message={done} testId="reset-done" />;
  return (
    <form className={`${styles.panel} ${styles.stack}`} onSubmit={submit} noValidate data-testid="reset-form">
      {(Object.keys(LABELS) as Field[]).map((field) => (
        <FormField key={field} id={idFor(field)} label={LABELS[field]} error={form.errors[field]}>
          {(control) => <input {...control} type="password" autoComplete="new-password" value={form.values[field]} onChange={(event) => form.edit(field, event.target.value)} data-testid={idFor(field)} />}
        </FormField>
      ))}
      <FormFooter submit="Set new password" pending="Saving..." busy={form.busy} submitTestId="reset-submit" error={form.failure ?? form.errors.token ?? null} errorTestId="reset-error" />
    </form>
  );
}
