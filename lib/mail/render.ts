import { siteUrl } from "@/lib/content/site-url";
import type { MailContent } from "./templates/layout";
import { isMailKind, MAIL_TEMPLATES, type MailKind } from "./templates/registry";

export class UnknownMailKindError extends Error {}

/** Checks a message's data against its kind's schema; throws when it does not fit. */
export function checkMailData(kind: string, data: unknown): Record<string, unknown> {
  if (!isMailKind(kind)) throw new UnknownMailKindError(`No e-mail template for "${kind}"`);
  return MAIL_TEMPLATES[kind].schema.parse(data) as Record<string, unknown>;
}

export function renderMessage(kind: string, data: unknown, context = { siteUrl: siteUrl() }): MailContent {
  const checked = checkMailData(kind, data);
  const template = MAIL_TEMPLATES[kind as MailKind] as { render: (data: unknown, context: { siteUrl: string }) => MailContent };
  return template.render(checked, context);
}
