"use client";

import { useId, useState, type FormEvent } from "react";
import { refreshSession } from "@/components/auth/session-store";
import { fieldError, firstErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { ACCOUNT_PAGE_MESSAGES, customerPasswordChangeSchema } from "@/lib/account/schemas";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { accountPassword } from "@/lib/auth/schemas";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";
import { FormFooter } from "@/components/ui/form-footer";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const FIELDS: readonly Field[] = ["currentPassword", "newPassword", "confirmPassword"];
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };
const LABELS: Record<Field, { label: string; autoComplete: string }> = {
  currentPassword: { label: "Current password", autoComplete: "current-password" },
  newPassword: { label: "New password", autoComplete: "new-password" },
  confirmPassword: { label: "Confirm new password", autoComplete: "new-password" },
};

function problem(field: Field, values: Record<Field, string>): string | undefined {
  if (field === "newPassword") return fieldError(accountPassword, values.newPassword);
  if (field === "confirmPassword") return values.confirmPassword === values.newPassword ? undefined : ACCOUNT_PAGE_MESSAGES.passwordsDoNotMatch;
  return fieldError(customerPasswordChangeSchema.shape.currentPassword, values.currentPassword);
}

/** Changes the password: the current one is checked as a login is (same limit), other devices are signed out. */
export function PasswordForm() {
  const prefix = useId();
  const idFor = (field: Field) => `${prefix}-${field}`;
  const { values, errors, edit, validate, reset } = useFormFields<Field>({ initial: EMPTY, fields: FIELDS, idFor, check: problem });
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    setFailure(null);
    if (!validate()) return;
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string }>("/account/password", { method: "PUT", body: values });
      reset(EMPTY);
      setStatus(answer.message);
      void refreshSession();
    } catch (error) {
      const found = error instanceof ApiError ? firstErrors<Field>(error.fieldErrors) : {};
      if (FIELDS.some((field) => found[field])) validate(found);
      else setFailure(error instanceof Error ? error.message : "Could not change the password. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPanel id="password-title" title="Change password">
      <form className={styles.stack} onSubmit={submit} noValidate data-testid="password-form">
        {FIELDS.map((field) => (
          <FormField key={field} id={idFor(field)} label={LABELS[field].label} error={errors[field]} errorTestId={`${field}-error`}>
            {(control) => (
              <input
                {...control}
                type="password"
                name={field}
                autoComplete={LABELS[field].autoComplete}
                value={values[field]}
                onChange={(event) => edit(field, event.target.value)}
                data-testid={`password-${field}`}
              />
            )}
          </FormField>
        ))}
        <FormFooter submit="Update password" pending="Updating…" busy={busy} submitTestId="password-submit" status={status} statusTestId="password-status" error={failure} errorTestId="password-failure" />
      </form>
    </AccountPanel>
  );
}
