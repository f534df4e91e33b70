"use client";

import { useCallback, useState } from "react";
import type { z } from "zod";
import { firstErrors, type FormErrors } from "@/components/ui/field-errors";
import { ApiError } from "@/lib/api-client/api-client";

/**
 * A form's values, its one message per field and its failure line, checked by the same zod
 * schema the API uses. `run` checks, then sends; the server's field errors land on the fields.
 */
export function useSchemaForm<Field extends string, Output, OtherField extends string = never>(schema: z.ZodType<Output>, initial: Record<Field, string>) {
  type ErrorField = Field | OtherField;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<ErrorField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Spec: a field's error clears when the user edits it.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const clearError = useCallback((field: ErrorField) => setErrors((current) => ({ ...current, [field]: undefined })), []);

  const reset = useCallback((next: Record<Field, string>) => {
    setValues(next);
    setErrors({});
    setFailure(null);
  }, []);

  /** Checks the values; if they pass, sends them. A refusal's message is kept for the form to show. */
  async function run(send: (data: Output) => Promise<void>, fallbackMessage: string, extra: Record<string, unknown> = {}): Promise<boolean> {
    setFailure(null);
    const parsed = schema.safeParse({ ...values, ...extra });
    if (!parsed.success) {
      setErrors(firstErrors<ErrorField>(parsed.error.issues));
      return false;
    }
    setBusy(true);
    try {
      await send(parsed.data);
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(firstErrors<ErrorField>(error.fieldErrors));
        setFailure(error.message || fallbackMessage);
      } else setFailure(fallbackMessage);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, failure, busy, update, clearError, reset, run };
}
