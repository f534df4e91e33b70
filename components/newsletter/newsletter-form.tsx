"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client/api-client";
import { NEWSLETTER_MESSAGES, NEWSLETTER_MESSAGE_MS, type NewsletterResponse } from "@/lib/newsletter/messages";

// The form sits in every page's footer: its zod validator loads on first use, not with the page.
async function emailError(raw: string): Promise<string | null> {
  const { newsletterEmailError } = await import("@/lib/newsletter/schemas");
  return newsletterEmailError(raw);
}
import styles from "./newsletter-form.module.css";

type Status = { kind: "idle" } | { kind: "loading" } | { kind: "success"; message: string } | { kind: "error"; message: string };

interface NewsletterFormProps {
  /** Distinguishes the footer's form from the /newsletter page's for tests and labels. */
  testId: string;
  tone?: "plain" | "feature";
}

export function NewsletterForm({ testId, tone = "plain" }: NewsletterFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
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
      await apiRequest<NewsletterResponse>("/newsletter", { method: "POST", body: { email } });
      setEmail("");
      setStatus({ kind: "success", message: NEWSLETTER_MESSAGES.success });
    } catch (error) {
      const serverFieldError = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors?.email?.[0];
      if (serverFieldError) {
        setFieldError(serverFieldError);
        setStatus({ kind: "idle" });
      } else {
        setStatus({ kind: "error", message: NEWSLETTER_MESSAGES.failure });
      }
    }
  }

  const loading = status.kind === "loading";
  return (
    <form className={`${styles.form} ${tone === "feature" ? styles.feature : ""}`} onSubmit={submit} noValidate data-testid={testId}>
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Your email address"
          className={styles.input}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          onBlur={() => {
            if (email !== "") void emailError(email).then(setFieldError);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          data-testid={`${testId}-email`}
        />
        <button type="submit" className={buttonClass("primary")} disabled={loading} data-testid={`${testId}-submit`}>
          {loading ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {fieldError && (
        <p id={errorId} className={styles.error} data-testid={`${testId}-error`}>
          {fieldError}
        </p>
      )}
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
