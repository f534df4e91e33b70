"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";

/** The opt-out page's one button: a click, and the address gets no more reminders. */
export function OptOutButton({ token }: { token: string }) {
  const [state, setState] = useState<{ kind: "idle" | "sending" | "done" } | { kind: "failed"; message: string }>({ kind: "idle" });

  async function optOut() {
    setState({ kind: "sending" });
    try {
      await apiRequest("/mail/opt-out", { method: "POST", body: { token } });
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "failed", message: error instanceof ApiError ? error.message : "We could not record it just now. Please try again." });
    }
  }

  if (state.kind === "done") {
    return (
      <p role="status" data-testid="opt-out-done">
        Done: you will get no more reminders from Scents. Your order e-mails still come.
      </p>
    );
  }
  return (
    <>
      <button type="button" className={buttonClass("primary")} onClick={optOut} disabled={state.kind === "sending"} data-testid="opt-out-submit">
        {state.kind === "sending" ? "Stopping..." : "Stop the reminders"}
      </button>
      <p role="alert">{state.kind === "failed" ? state.message : null}</p>
    </>
  );
}
