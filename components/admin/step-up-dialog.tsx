"use client";

import { useEffect, useRef, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { onEnter } from "@/components/ui/on-enter";
import { apiRequest } from "@/lib/api-client/api-client";
import { answerKeyRequests } from "@/lib/api-client/key-request";
import { ConfirmDialog } from "./confirm-dialog";
import formStyles from "./form.module.css";

/**
 * Asks for the security key (or a backup code) again when a sensitive action needs it: a backup,
 * new backup codes, a new login e-mail, the staff. The refused call is made again once it is given.
 */
export function StepUpDialog() {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = useRef<((given: boolean) => void) | null>(null);

  useEffect(() => {
    answerKeyRequests(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setKey("");
          setError(null);
          setOpen(true);
        }),
    );
    return () => answerKeyRequests(null);
  }, []);

  function close(given: boolean) {
    setOpen(false);
    answer.current?.(given);
    answer.current = null;
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await apiRequest("/admin/step-up", { method: "POST", body: { securityKey: key }, keyAsked: true });
      close(true);
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : "Could not check the key. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog open={open} title="Confirm It Is You" confirmLabel="Confirm" busy={busy} onConfirm={() => void confirm()} onCancel={() => close(false)} testId="step-up-dialog">
      <p className={formStyles.hint}>This action needs your security key (or a backup code) again. It is not asked again for ten minutes.</p>
      <FormField id="step-up-key" label="Security key or backup code" error={error ?? undefined} look="compact">
        {(control) => <input {...control} type="password" autoComplete="off" value={key} onChange={(event) => setKey(event.target.value)} onKeyDown={onEnter(() => void confirm())} data-testid="step-up-key" />}
      </FormField>
    </ConfirmDialog>
  );
}
