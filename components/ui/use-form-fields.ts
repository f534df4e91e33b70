"use client";

import { useEffect, useState } from "react";
import type { FormErrors } from "./field-errors";

type FieldCheck<F extends string> = (field: F, values: Record<F, string>) => string | undefined;

/** F: the text fields this hook holds; Other: fields whose values live elsewhere (files) but whose messages show here. */
interface FormFieldsOptions<F extends string, Other extends string> {
  initial: Record<F, string> | (() => Record<F, string>);
  /** The fields in the order they appear: a failed submit focuses the first with a message. */
  fields: readonly (F | Other)[];
  /** The id of a field's control (the one given to FormField). */
  idFor(field: F | Other): string;
  /** Checks the edited field as the user types; without it, editing a field clears its message. */
  check?: FieldCheck<F>;
  /**
   * `check` from a module loaded after the page (a validator the page need not wait for): it loads
   * once the form is on screen, and a submit waits for it (validateLoaded). Keep it stable.
   */
  loadCheck?: () => Promise<FieldCheck<F>>;
}

/** A form's values and per-field messages, with the checks every form here makes. */
export function useFormFields<F extends string, Other extends string = never>({ initial, fields, idFor, check: givenCheck, loadCheck }: FormFieldsOptions<F, Other>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FormErrors<F | Other>>({});
  const [loadedCheck, setLoadedCheck] = useState<FieldCheck<F> | null>(null);
  const check = givenCheck ?? loadedCheck ?? undefined;

  useEffect(() => {
    if (!loadCheck) return;
    let mounted = true;
    void loadCheck().then((loaded) => {
      if (mounted) setLoadedCheck(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [loadCheck]);

  function edit(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => ({ ...current, [field]: check?.(field, next) }));
  }

  /**
   * Shows these messages (by default every field's `check`) and focuses the first field with one.
   * True when there is none.
   */
  function validate(found: FormErrors<F | Other> = checkAll()): boolean {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(idFor(first))?.focus();
    return !Object.values(found).some(Boolean);
  }

  /** validate() once the loaded check has arrived. */
  async function validateLoaded(): Promise<boolean> {
    return validate(checkAll(givenCheck ?? (await loadCheck?.())));
  }

  function checkAll(checkField = check): FormErrors<F | Other> {
    const found: FormErrors<F | Other> = {};
    for (const field of fields) {
      const message = checkField?.(field as F, values);
      if (message) found[field] = message;
    }
    return found;
  }

  function reset(next: Record<F, string>) {
    setValues(next);
    setErrors({});
  }

  return { values, setValues, errors, setErrors, edit, validate, validateLoaded, reset };
}
