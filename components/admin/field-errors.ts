import type { z } from "zod";

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per field, as forms show them. */
export function firstErrors<K extends string>(error: z.ZodError): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_") as K;
    errors[key] ??= issue.message;
  }
  return errors;
}
