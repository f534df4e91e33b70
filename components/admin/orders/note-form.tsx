"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import { ORDER_NOTE_MAX_LENGTH } from "@/lib/orders/order-note-schemas";
import formStyles from "../form.module.css";

/** Adds an internal note to the order; the page is rendered again with it. */
export function NoteForm({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const { busy, error, send } = useSend("text");

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(async () => {
      await apiRequest(`/orders/notes/${orderNumber}`, { method: "POST", body: { text } });
      setText("");
      router.refresh();
    });
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
