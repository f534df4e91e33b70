import type { z } from "zod";
import type { SearchParams } from "./page-props";

/**
 * An admin list's query from its page URL, read leniently: the first of a repeated param, and the
 * schema's defaults where the URL says something the schema refuses (a hand-edited or stale link
 * shows the list, not an error).
 */
export function adminPageQuery<S extends z.ZodType>(schema: S, searchParams: SearchParams): z.infer<S> {
  const raw = Object.fromEntries(Object.entries(searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : schema.parse({});
}
