"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api-client/api-client";

/**
 * One field's small form sent to the API (a note, a figure, a reply): busy while it is sent, the
 * answer's message after, and a refusal's message for `field` (or the refusal's own) as its error.
 */
export function useSend(field: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  /** Runs `action`; what it answers (a message) becomes the status. True when it went through. */
  async function send(action: () => Promise<string | void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus((await action()) ?? null);
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors[field]?.[0] ?? failure.message) : "Fetch error");
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, status, send };
}
