"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { apiRequest } from "@/lib/api-client/api-client";
import { staffJoinSchema } from "@/lib/staff/staff-schemas";
import formStyles from "../form.module.css";
import { useSchemaForm } from "../use-schema-form";

type Field = "name" | "password" | "securityKey";
const FIELDS: readonly (Field | "token")[] = ["name", "password", "securityKey", "token"];
const idFor = (field: Field | "token") => `staff-join-${field}`;
const LABELS: Record<Field, { label: string; type: string; autoComplete: string }> = {
  name: { label: "Your name", type: "text", autoComplete: "name" },
  password: { label: "Password", type: "password", autoComplete: "new-password" },
  securityKey: { label: "Security key", type: "password", autoComplete: "off" },
};

/** The invitation's form: the token from the link, and the new member's name, password and key. */
export function StaffJoinForm({ token }: { token: string }) {
  const form = useSchemaForm<Field, unknown, "token">({ schema: staffJoinSchema, initial: { name: "", password: "", securityKey: "" }, fields: FIELDS, idFor });
  const [joined, setJoined] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.run(
      async (body) => {
        const answer = await apiRequest<{ message: string }>("/staff/join", { method: "POST", body });
        setJoined(answer.message);
      },
      "Could not join. Please try again.",
      { token },
    );
  }

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
