"use client";

import { useId, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";

type State = { kind: "idle" | "sending" | "done" } | { kind: "failed"; message: string; field: string | null };

/** "E-mail me when it's back" under a sold-out size: the address, and one message when units return. */
export function BackInStockForm({ productId, sizeId }: { productId: string; sizeId?: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: "sending" });
    try {
      await apiRequest("/back-in-stock", { method: "POST", body: { productId, ...(sizeId ? { sizeId } : {}), email } });
      setState({ kind: "done" });
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldErrors.email?.[0] : undefined;
      setState({ kind: "failed", message: fieldMessage ?? (error instanceof ApiError ? error.message : "We could not save it just now. Please try again."), field: fieldMessage ? "email" : null });
    }
  }

  if (state.kind === "done") {
    return (
      <p role="status" data-testid="back-in-stock-done">
        We&apos;ll e-mail {email} when it&apos;s back.
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="E-mail me when it's back" data-testid="back-in-stock-form">
      <FormField id={id} label="E-mail me when it's back" hint="One e-mail when it returns; one click in it stops our reminders." error={state.kind === "failed" && state.field ? state.message : undefined}>
        {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} data-testid="back-in-stock-email" />}
      </FormField>
      <FormFooter submit="Notify me" pending="Saving..." busy={state.kind === "sending"} variant="secondary" submitTestId="back-in-stock-submit" error={state.kind === "failed" && !state.field ? state.message : null} />
    </form>
  );
}
