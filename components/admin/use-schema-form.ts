"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { firstErrors } from "@/components/ui/field-errors";
import { useFormFields } from "@/components/ui/use-form-fields";
import { ApiError } from "@/lib/api-client/api-client";

interface SchemaFormOptions<F extends string, Other extends string, Output> {
  /** The schema the API checks the same request with. */
  schema: z.ZodType<Output>;
  initial: Record<F, string>;
  fields: readonly (F | Other)[];
  idFor(field: F | Other): string;
}

/**
 * An admin form sent to one API: the shared field handling (useFormFields) plus the send itself.
 * `run` checks the values with the schema, sends them, and puts a refusal's field messages on
 * the fields and what went wrong otherwise in `failure`.
 */
export function useSchemaForm<F extends string, Output, Other extends string = never>({ schema, initial, fields, idFor }: SchemaFormOptions<F, Other, Output>) {
  const form = useFormFields<F, Other>({ initial, fields, idFor });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(send: (data: Output) => Promise<void>, fallbackMessage: string, extra: Record<string, unknown> = {}): Promise<boolean> {
    setFailure(null);
    const parsed = schema.safeParse({ ...form.values, ...extra });
    if (!form.validate(firstErrors<F | Other>(parsed.error?.issues ?? [])) || !parsed.success) return false;
    setBusy(true);
    try {
      await send(parsed.data);
      return true;
    } catch (error) {
      const refusal = error instanceof ApiError ? error : null;
      const fieldErrors = refusal ? firstErrors<F | Other>(refusal.fieldErrors) : {};
      form.setErrors(fieldErrors);
      // A refusal the server explains (wrong current password, e-mail taken, too many attempts)
      // shows its message; bad input shows under its fields; anything else is the screen's own
      // failure message (spec), not a status code's.
      const explained = refusal?.status != null && refusal.status > 400 && refusal.status < 500;
      setFailure(explained ? refusal.message : Object.keys(fieldErrors).length > 0 ? null : fallbackMessage);
      return false;
    } finally {
      setBusy(false);
    }
  }

  function reset(next: Record<F, string>) {
    form.reset(next);
    setFailure(null);
  }

  /** The form's onSubmit: `run` the send, then `done` once it went through. */
  function submitWith(send: (data: Output) => Promise<unknown>, fallbackMessage: string, done: () => void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (await run(async (data) => void (await send(data)), fallbackMessage)) done();
    };
  }

  return { values: form.values, errors: form.errors, setErrors: form.setErrors, edit: form.edit, reset, run, submitWith, failure, busy };
}
