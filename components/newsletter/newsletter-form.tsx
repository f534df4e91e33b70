"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { fieldError as firstProblem, firstErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { NEWSLETTER_MESSAGES, NEWSLETTER_MESSAGE_MS, type NewsletterResponse } from "@/lib/newsletter/messages";
import styles from "./newsletter-form.module.css";

// The form sits in every page's footer: its zod validator and the API client load on first use,
// not with the page.
async function emailError(raw: string): Promise<string | null> {
  const { newsletterSchema } = await import("@/lib/newsletter/schemas");
  return firstProblem(newsletterSchema, { email: raw }) ?? null;
}

/** Subscribes the address; answers the server's objection to it, if that is why it failed. */
async function subscribe(email: string): Promise<{ fieldError?: string }> {
  const { ApiError, apiRequest } = await import("@/lib/api-client/api-client");
  try {
    await apiRequest<NewsletterResponse>("/newsletter", { method: "POST", body: { email } });
    return {};
  } catch (error) {
    const fieldError = error instanceof ApiError ? firstErrors<"email">(error.fieldErrors).email : undefined;
    if (fieldError) return { fieldError };
    throw error;
  }
}

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
    const problem = await emailError(email);
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
      <FormField id={inputId} label="Email address" hideLabel error={fieldError} errorTestId={`${testId}-error`}>
        {(control) => (
          <div className={styles.row}>
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
                if (email !== "") void emailError(email).then(setFieldError);
              }}
              data-testid={`${testId}-email`}
            />
            <button type="submit" className={buttonClass("primary")} disabled={loading} data-testid={`${testId}-submit`}>
              {loading ? "Subscribing..." : "Subscribe"}
            </button>
          </div>
        )}
      </FormField>
      <div role="status" aria-live="polite">
        {status.kind === "success" && (
          <p className={styles.success} data-testid={`${testId}-success`}>
            {status.message}
          </p>
        )}
        {status.kind === "error" && (
          <p className={styles.error} data-testid={`${testId}-failure`}>
            {status.message}
          </p>
        )}
      </div>
    </form>
  );
}
