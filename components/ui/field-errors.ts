import type { z } from "zod";
import type { FieldErrors } from "@/lib/http/errors";

/** A form's messages: at most one per field. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message per field, from a failed parse's issues or from the server's fieldErrors
 * (dotted keys such as "shipping.phoneNumber"). With `under`, only the fields of that nested
 * object are read, without its prefix. A field is the first path segment; a problem with no
 * field is filed under "_".
 */
export function firstErrors<K extends string>(source: readonly Issue[] | FieldErrors, under?: string): FormErrors<K> {
  const found: [string[], string | undefined][] = Array.isArray(source)
    ? (source as readonly Issue[]).map((issue) => [issue.path.map(String), issue.message])
    : Object.entries(source as FieldErrors).map(([key, messages]) => [key.split("."), messages[0]]);
  const prefix = under ? under.split(".") : [];
  const errors: FormErrors<K> = {};
  for (const [path, message] of found) {
    if (!message || prefix.some((segment, index) => path[index] !== segment)) continue;
    const field = (path[prefix.length] ?? "_") as K;
    errors[field] ??= message;
  }
  return errors;
}

/** A value's first problem against its field's schema: the message shown as the user types. */
export function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
