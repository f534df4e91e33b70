"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { CONTACT_MESSAGES, contactFieldErrors, type ContactField, type ContactInput, type ContactResponse } from "@/lib/contact/schemas";
import styles from "./contact.module.css";

type Status = "idle" | "loading" | "success" | "error";
const EMPTY: ContactInput = { name: "", email: "", message: "" };

export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState<string>(CONTACT_MESSAGES.failure);

  function edit(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error clears when the shopper edits it (spec).
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (status === "success" || status === "error") setStatus("idle");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (["name", "email", "message"] as const).find((field) => found[field]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setStatus("loading");
    try {
      await apiRequest<ContactResponse>("/contact", { method: "POST", body: values });
      setValues(EMPTY);
      setStatus("success");
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]])));
        setStatus("idle");
        return;
      }
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : CONTACT_MESSAGES.failure);
      setStatus("error");
    }
  }

  const field = (name: ContactField, label: string, input: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`} className={styles.label}>
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p id={`contact-${name}-error`} className={styles.error} data-testid={`contact-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const describedBy = (name: ContactField) => (errors[name] ? `contact-${name}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="contact-form">
      {field(
        "name",
        "Name",
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          className={styles.input}
          value={values.name}
          onChange={(event) => edit("name", event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          data-testid="contact-name"
        />,
      )}
      {field(
        "email",
        "Email",
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          className={styles.input}
          value={values.email}
          onChange={(event) => edit("email", event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          data-testid="contact-email"
        />,
      )}
      {field(
        "message",
        "Message",
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          className={styles.input}
          value={values.message}
          onChange={(event) => edit("message", event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          data-testid="contact-message"
        />,
      )}
      <button type="submit" className={buttonClass("primary")} disabled={status === "loading"} data-testid="contact-submit">
        {status === "loading" ? "Sending..." : "Send message"}
      </button>
      <div role="status" aria-live="polite">
        {status === "success" ? (
          <p className={styles.success} data-testid="contact-success">
            {CONTACT_MESSAGES.success}
          </p>
        ) : null}
        {status === "error" ? (
          <p className={styles.error} data-testid="contact-failure">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
