"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { ORDER_NOTE_MAX_LENGTH } from "@/lib/orders/order-note-schemas";
import formStyles from "../form.module.css";

/** Adds an internal note to the order; the page is rendered again with it. */
export function NoteForm({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest(`/orders/notes/${orderNumber}`, { method: "POST", body: { text } });
      setText("");
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors.text?.[0] ?? failure.message) : "Fetch error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label="Add a note" data-testid="note-form" noValidate>
      <FormField id="order-note" label="New note" hint="Only admins see notes; the shopper never does." error={error} look="compact">
        {(control) => <textarea {...control} rows={2} maxLength={ORDER_NOTE_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} data-testid="note-text" />}
      </FormField>
      <FormFooter submit="Add note" pending="Adding..." busy={busy} submitTestId="note-submit" variant="secondary" small />
    </form>
  );
}
