"use client";

import { useState, type FormEvent } from "react";
import { firstErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { CONTACT_MESSAGES, type ContactResponse } from "@/lib/contact/messages";
import type { ContactField, ContactInput } from "@/lib/contact/schemas";
import styles from "./contact.module.css";
import { FormFooter } from "@/components/ui/form-footer";

type Status = "idle" | "loading" | "success" | "error";
const EMPTY: ContactInput = { name: "", email: "", message: "" };
const FIELDS: readonly ContactField[] = ["name", "email", "message"];
const idFor = (field: ContactField) => `contact-${field}`;
// The validator (zod) and the API client load when the shopper sends, not with the page.
const contactRules = () => import("@/lib/contact/schemas");
const apiClient = () => import("@/lib/api-client/api-client");

export function ContactForm() {
  // Without a live check, a field's error clears when the shopper edits it (spec).
  const { values, errors, setErrors, edit, validate, reset } = useFormFields<ContactField>({ initial: EMPTY, fields: FIELDS, idFor });
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState<string>(CONTACT_MESSAGES.failure);

  function type(field: ContactField, value: string) {
    edit(field, value);
    if (status === "success" || status === "error") setStatus("idle");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [{ contactSchema }, { ApiError, apiRequest }] = await Promise.all([contactRules(), apiClient()]);
    if (!validate(firstErrors(contactSchema.safeParse(values).error?.issues ?? []))) return;
    setStatus("loading");
    try {
      await apiRequest<ContactResponse>("/contact", { method: "POST", body: values });
      reset(EMPTY);
      setStatus("success");
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? firstErrors<ContactField>(error.fieldErrors) : {};
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        setStatus("idle");
        return;
      }
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : CONTACT_MESSAGES.failure);
      setStatus("error");
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="contact-form">
      <FormField id={idFor("name")} label="Name" error={errors.name}>
        {(control) => <input {...control} name="name" autoComplete="name" value={values.name} onChange={(event) => type("name", event.target.value)} data-testid="contact-name" />}
      </FormField>
      <FormField id={idFor("email")} label="Email" error={errors.email}>
        {(control) => (
          <input {...control} name="email" type="email" autoComplete="email" value={values.email} onChange={(event) => type("email", event.target.value)} data-testid="contact-email" />
        )}
      </FormField>
      <FormField id={idFor("message")} label="Message" error={errors.message}>
        {(control) => <textarea {...control} name="message" rows={6} value={values.message} onChange={(event) => type("message", event.target.value)} data-testid="contact-message" />}
      </FormField>
      <FormFooter
        submit="Send message"
        pending="Sending..."
        busy={status === "loading"}
        submitTestId="contact-submit"
        status={status === "success" ? CONTACT_MESSAGES.success : null}
        statusTestId="contact-success"
        error={status === "error" ? failure : null}
        errorTestId="contact-failure"
      />
    </form>
  );
}
