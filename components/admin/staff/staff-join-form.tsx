"use client";

import Link from "next/link";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { apiRequest } from "@/lib/api-client/api-client";
import { staffJoinSchema } from "@/lib/staff/staff-schemas";
import formStyles from "../form.module.css";
import { useTokenForm } from "../use-token-form";

type Field = "name" | "password" | "securityKey";
const idFor = (field: Field | "token") => `staff-join-${field}`;
const LABELS: Record<Field, { label: string; type: string; autoComplete: string }> = {
  name: { label: "Your name", type: "text", autoComplete: "name" },
  password: { label: "Password", type: "password", autoComplete: "new-password" },
  securityKey: { label: "Security key", type: "password", autoComplete: "off" },
};

/** The invitation's form: the token from the link, and the new member's name, password and key. */
export function StaffJoinForm({ token }: { token: string }) {
  const { form, done: joined, submit } = useTokenForm({
    schema: staffJoinSchema,
    initial: { name: "", password: "", securityKey: "" },
    idFor,
    token,
    send: (body) => apiRequest<{ message: string }>("/staff/join", { method: "POST", body }),
    fallbackMessage: "Could not join. Please try again.",
  });

  if (joined) {
    return (
      <p className={formStyles.success} role="status" data-testid="staff-joined">
        {joined} <Link href="/admin/login">Sign in</Link>
      </p>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="staff-join-form">
      {(Object.keys(LABELS) as Field[]).map((field) => (
        <FormField key={field} id={idFor(field)} label={LABELS[field].label} error={form.errors[field]}>
          {(control) => (
            <input
              {...control}
              type={LABELS[field].type}
              autoComplete={LABELS[field].autoComplete}
              value={form.values[field]}
              onChange={(event) => form.edit(field, event.target.value)}
              data-testid={`staff-join-${field}`}
            />
          )}
        </FormField>
      ))}
      <FormFooter submit="Join the Team" pending="Joining..." busy={form.busy} submitTestId="staff-join-submit" error={form.failure} />
    </form>
  );
}
