"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { NEWSLETTER_MESSAGES, NEWSLETTER_MESSAGE_MS } from "@/lib/newsletter/messages";
import styles from "./newsletter-form.module.css";

// Validation and sending load on first use (see newsletter-submit).
const submission = () => import("./newsletter-submit");

type Status = { kind: "idle" } | { kind: "loading" } | { kind: "success"; message: string } | { kind: "error"; message: string };

interface NewsletterFormProps {
  /** Distinguishes the footer's form from the /newsletter page's for tests and labels. */
  testId: string;
  tone?: "plain" | "feature";
}

export function NewsletterForm({ testId, tone = "plain" }: NewsletterFormProps) {
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  // Success and failure messages clear after 5 s (spec).
  useEffect(() => {
    if (status.kind !== "success" && status.kind !== "error") return;
    const timer = window.setTimeout(() => setStatus({ kind: "idle" }), NEWSLETTER_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { emailError, subscribe } = await submission();
    const problem = emailError(email);
    setFieldError(problem);
    if (problem) return;
    setStatus({ kind: "loading" });
    try {
      const { fieldError: serverFieldError } = await subscribe(email);
      if (serverFieldError) {
        setFieldError(serverFieldError);
        setStatus({ kind: "idle" });
        return;
      }
      setEmail("");
      setStatus({ kind: "success", message: NEWSLETTER_MESSAGES.success });
    } catch {
      setStatus({ kind: "error", message: NEWSLETTER_MESSAGES.failure });
    }
  }

  const loading = status.kind === "loading";
  return (
    <form className={`${styles.form} ${tone === "feature" ? styles.feature : ""}`} onSubmit={submit} noValidate data-testid={testId}>
      <FormField id={inputId} label="Email address" hideLabel error={fieldError} errorTestId={`${testId}-error`} className={styles.field}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            onBlur={() => {
              void submission().then(({ emailError }) => setFieldError(emailError(email)));
            }}
            data-testid={`${testId}-email`}
          />
        )}
      </FormField>
      <FormFooter className={styles.footer} submit="Subscribe" pending="Subscribing..." busy={loading} submitTestId={`${testId}-submit`} statusTestId={`${testId}-success`} errorTestId={`${testId}-failure`}
        status={status.kind === "success" ? status.message : null} error={status.kind === "error" ? status.message : null} />
    </form>
  );
}
