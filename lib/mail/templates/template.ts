import type { z } from "zod";
import type { MailContent } from "./layout";

export interface MailContext {
  /** The shop's public origin, for links (NEXT_PUBLIC_SITE_URL). */
  siteUrl: string;
}

/**
 * One kind of message: the data it is recorded with (checked when it is recorded, so a bad call
 * fails in the step that causes it, not later in the worker) and how it reads.
 */
export interface MailTemplate<Schema extends z.ZodType> {
  schema: Schema;
  render: (data: z.output<Schema>, context: MailContext) => MailContent;
}

export function defineTemplate<Schema extends z.ZodType>(template: MailTemplate<Schema>): MailTemplate<Schema> {
  return template;
}
