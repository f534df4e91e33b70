"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { refreshSession } from "@/components/auth/session-store";
import { adminLoginSchema } from "@/lib/auth/schemas";
import { firstErrors, type FormErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import styles from "./form.module.css";
import { Alert } from "@/components/ui/alert";

type Field = "email" | "password" | "securityKey";

const LABELS: Record<Field, { label: string; type: string; autoComplete: string; hint?: string }> = {
  email: { label: "Email", type: "email", autoComplete: "username" },
  password: { label: "Password", type: "password", autoComplete: "current-password" },
  securityKey: { label: "Security key", type: "password", autoComplete: "off", hint: "Or one of your unused backup codes (SCENTS-…)." },
};

export function AdminLoginForm({ returnPath, notice }: { returnPath: string; notice: string | null }) {
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({ email: "", password: "", securityKey: "" });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Spec: a field's error clears when the user edits it.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = adminLoginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors<Field>(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const result = await signIn("admin", { ...parsed.data, redirect: false });
      if (!result || result.error) {
        setFailure(result?.error && result.error !== "CredentialsSignin" ? result.error : "Admin login failed. Please try again.");
        return;
      }
      void refreshSession();
      router.replace(returnPath);
      router.refresh();
    } catch {
      setFailure("Admin login failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="admin-login-form">
      {notice ? (
        <p className={styles.notice} role="status" data-testid="admin-login-notice">
          {notice}
        </p>
      ) : null}
      {/* Spec: a refused sign-in reads above the fields, where the eye starts again. */}
      <Alert message={failure} testId="admin-login-error" className={styles.alert} />
      {(Object.keys(LABELS) as Field[]).map((field) => (
        <FormField key={field} id={`admin-${field}`} label={LABELS[field].label} hint={LABELS[field].hint} error={errors[field]} look="compact">
          {(control) => (
            <input
              {...control}
              name={field}
              type={LABELS[field].type}
              autoComplete={LABELS[field].autoComplete}
              value={values[field]}
              onChange={(event) => update(field, event.target.value)}
              data-testid={`admin-login-${field}`}
            />
          )}
        </FormField>
      ))}
      <FormFooter submit="Login as Admin" pending="Authenticating Admin..." busy={busy} block submitTestId="admin-login-submit" />
    </form>
  );
}
