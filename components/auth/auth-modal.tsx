"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { firstErrors, type FormErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useFormFields } from "@/components/ui/use-form-fields";
import { apiRequest } from "@/lib/api-client/api-client";
import { customerLoginSchema, signupSchema } from "@/lib/auth/schemas";
import type { AuthMode } from "./auth-modal-context";
import styles from "./auth-modal.module.css";
import { ForgotPasswordForm } from "./forgot-password-form";
import { refreshSession } from "./session-store";
import { Alert } from "@/components/ui/alert";
import { clearSavedItems, readSavedItems } from "@/components/winback/saved-storage";

type Field = "name" | "email" | "password";
type Values = Record<Field, string>;

const EMPTY: Values = { name: "", email: "", password: "" };
const FIELDS: readonly Field[] = ["name", "email", "password"];
const idFor = (field: Field) => `auth-${field}`;

function problems(mode: AuthMode, values: Values): FormErrors<Field> {
  const result = mode === "signup" ? signupSchema.safeParse(values) : customerLoginSchema.safeParse(values);
  return firstErrors(result.error?.issues ?? []);
}

interface Props {
  initialMode: AuthMode;
  origin: string;
  onDone: () => void;
}

/** The spec's auth modal: Login / Sign Up toggle, live validation, origin-aware close and success. */
export function AuthModal({ initialMode, origin, onDone }: Props) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // Live: the edited field is checked as the user types; the others wait for it or for submit.
  const { values, errors, edit, validate, reset } = useFormFields<Field>({ initial: EMPTY, fields: FIELDS, idFor, check: (field, next) => problems(mode, next)[field] });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  function switchMode(next: AuthMode) {
    setMode(next);
    reset(EMPTY);
    setFailure(null);
    setNotice(null);
  }

  function close() {
    onDone();
    // Spec: closing goes home, except from checkout, where the shopper carries on as a guest.
    if (origin !== "/checkout") router.push("/");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!validate(problems(mode, values))) return;
    setBusy(true);
    try {
      if (mode === "signup") {
        const created = await apiRequest<{ confirmByEmail?: boolean; message?: string }>("/signup", { method: "POST", body: { name: values.name, email: values.email, password: values.password } });
        // An unconfirmed account held the address: the signer follows the e-mailed link before signing in.
        if (created.confirmByEmail) {
          setNotice(created.message ?? null);
          return;
        }
      }
      // The guest's saved-for-later list joins the account in the sign-in itself (lib/auth/auth-options.ts).
      const result = await signIn("customer", { email: values.email, password: values.password, saved: JSON.stringify(readSavedItems()), redirect: false });
      if (!result || result.error) {
        setFailure(result?.error && result.error !== "CredentialsSignin" ? result.error : "Login error");
        return;
      }
      clearSavedItems();
      void refreshSession();
      onDone();
      router.push(origin || "/");
      router.refresh();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : "Login error");
    } finally {
      setBusy(false);
    }
  }

  const fields: { field: Field; label: string; type: string; autoComplete: string }[] = [
    ...(mode === "signup" ? [{ field: "name" as const, label: "Full name", type: "text", autoComplete: "name" }] : []),
    { field: "email", label: "Email", type: "email", autoComplete: "email" },
    { field: "password", label: "Password", type: "password", autoComplete: mode === "signup" ? "new-password" : "current-password" },
  ];

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid="auth-modal"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {forgot ? "Forgot password?" : mode === "login" ? "Login" : "Sign Up"}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label="Close" data-testid="auth-modal-close">
          ×
        </button>
      </div>
      {forgot ? <ForgotPasswordForm email={values.email} onBack={() => setForgot(false)} /> : null}
      <div hidden={forgot} className={styles.toggle} role="group" aria-label="Choose login or sign up">
        <button type="button" aria-pressed={mode === "login"} className={styles.toggleButton} onClick={() => switchMode("login")} data-testid="auth-mode-login">
          Login
        </button>
        <button type="button" aria-pressed={mode === "signup"} className={styles.toggleButton} onClick={() => switchMode("signup")} data-testid="auth-mode-signup">
          Sign Up
        </button>
      </div>
      <form hidden={forgot} className={styles.form} onSubmit={submit} noValidate data-testid="auth-form">
        {/* Spec: a refused sign-in reads above the fields, where the eye starts again. */}
        <Alert message={failure} testId="auth-error" className={styles.failure} />
        {notice ? (
          <p role="status" className={styles.lead} data-testid="auth-notice">
            {notice}
          </p>
        ) : null}
        {fields.map(({ field, label, type, autoComplete }) => (
          <FormField key={`${mode}-${field}`} id={idFor(field)} label={label} error={errors[field]} look="compact">
            {(control) => (
              <input {...control} type={type} autoComplete={autoComplete} value={values[field]} onChange={(event) => edit(field, event.target.value)} data-testid={idFor(field)} />
            )}
          </FormField>
        ))}
        <FormFooter
          submit={mode === "login" ? "Login" : "Sign Up"}
          pending={mode === "login" ? "Logging in..." : "Creating account..."}
          busy={busy}
          block
          submitTestId="auth-submit"
        />
      </form>
      {mode === "login" && !forgot ? (
        <button type="button" className={styles.forgot} onClick={() => setForgot(true)} data-testid="auth-forgot">
          Forgot password?
        </button>
      ) : null}
    </dialog>
  );
}
