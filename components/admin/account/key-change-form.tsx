"use client";

import { FormField } from "@/components/ui/form-field";
import { ACCOUNT_MESSAGES, securityKeyChangeSchema } from "@/lib/admin/account-schemas";
import { apiRequest } from "@/lib/api-client/api-client";
import formStyles from "../form.module.css";
import { useSchemaForm } from "../use-schema-form";
import { FormFooter } from "@/components/ui/form-footer";

type Field = "currentKey" | "newKey" | "confirmKey";
const EMPTY: Record<Field, string> = { currentKey: "", newKey: "", confirmKey: "" };

const FIELDS: { name: Field; label: string }[] = [
  { name: "currentKey", label: "Current admin key" },
  { name: "newKey", label: "New admin key" },
  { name: "confirmKey", label: "Confirm new admin key" },
];

/** Changes the admin security key; other sessions of the admin end, this one goes on. */
export function KeyChangeForm({ onChanged }: { onChanged: (message: string) => void }) {
  const form = useSchemaForm<Field, unknown>({ schema: securityKeyChangeSchema, initial: EMPTY, fields: FIELDS.map((field) => field.name), idFor: (field) => `profile-${field}` });

  const submit = form.submitWith((body) => apiRequest("/admin/security-key", { method: "PUT", body, timeoutMs: 15_000 }), ACCOUNT_MESSAGES.keyFailed, () => {
    form.reset(EMPTY);
    onChanged(ACCOUNT_MESSAGES.keyUpdated);
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="key-form">
      {FIELDS.map((field) => (
        <FormField key={field.name} id={`profile-${field.name}`} label={field.label} error={form.errors[field.name]} look="compact" hint={field.name === "newKey" ? "At least 8 characters." : undefined}>
          {(control) => (
            <input
              {...control}
              type="password"
              name={field.name}
              autoComplete="off"
              value={form.values[field.name]}
              onChange={(event) => form.edit(field.name, event.target.value)}
              data-testid={`profile-${field.name}`}
            />
          )}
        </FormField>
      ))}
      <FormFooter submit="Update Admin Key" pending="Updating..." busy={form.busy} submitTestId="key-submit" error={form.failure} errorTestId="key-failure" />
    </form>
  );
}
