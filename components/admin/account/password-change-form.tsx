"use client";

import { FormField } from "@/components/ui/form-field";
import { ACCOUNT_MESSAGES, passwordChangeSchema } from "@/lib/admin/account-schemas";
import { apiRequest } from "@/lib/api-client/api-client";
import formStyles from "../form.module.css";
import { useSchemaForm } from "../use-schema-form";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { FormFooter } from "@/components/ui/form-footer";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

/**
 * Changes the signed-in admin's password (profile and security screens). The current password
 * is asked for, so nobody at an unlocked screen can take the account; the server ends every
 * other session of the admin and keeps this one.
 */
export function PasswordChangeForm({ idPrefix, onChanged }: { idPrefix: string; onChanged: (message: string) => void }) {
  const form = useSchemaForm<Field, unknown>({ schema: passwordChangeSchema, initial: EMPTY, fields: FIELDS.map((field) => field.name), idFor: (field) => `${idPrefix}-${field}` });

  const submit = form.submitWith((body) => apiRequest("/admin/password", { method: "PUT", body, timeoutMs: 15_000 }), ACCOUNT_MESSAGES.passwordFailed, () => {
    form.reset(EMPTY);
    onChanged(ACCOUNT_MESSAGES.passwordUpdated);
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid={`${idPrefix}-password-form`}>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={field.label}
          error={form.errors[field.name]}
          look="compact"
          hint={field.name === "newPassword" ? "At least 8 characters with upper and lower case letters and a number; a symbol makes it stronger." : undefined}
        >
          {(control) => (
            <>
              <input
                {...control}
                type="password"
                name={field.name}
                autoComplete={field.autoComplete}
                value={form.values[field.name]}
                onChange={(event) => form.edit(field.name, event.target.value)}
                data-testid={`${idPrefix}-${field.name}`}
              />
              {field.name === "newPassword" ? <PasswordStrengthMeter password={form.values.newPassword} id={`${idPrefix}-strength`} /> : null}
            </>
          )}
        </FormField>
      ))}
      <FormFooter submit="Update Password" pending="Updating..." busy={form.busy} submitTestId={`${idPrefix}-password-submit`} error={form.failure} errorTestId={`${idPrefix}-password-failure`} />
    </form>
  );
}
