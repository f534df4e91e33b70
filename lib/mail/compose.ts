import "server-only";
import { createHash } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer";
import type { MailContent } from "./templates/layout";

/**
 * The message's Message-ID comes from its idempotency key: should a copy ever go out twice, mail
 * clients that drop repeated Message-IDs show it once.
 */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "scents.local";
  return `<${createHash("sha256").update(key).digest("hex").slice(0, 32)}@${domain}>`;
}

/**
 * A marketing message's one-click opt-out (RFC 8058): mail apps show their own Unsubscribe beside
 * the sender, and Gmail and Yahoo require it of bulk senders. The POST form keeps link scanners,
 * which only GET, from unsubscribing anyone.
 */
function listUnsubscribeHeaders(url: string | undefined): Record<string, string> {
  return url ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {};
}

/** The whole MIME message (plain text and HTML alternatives), ready for SMTP or a .eml file. */
export function composeMessage(options: { key: string; from: string; to: string; content: MailContent; date: Date }): Promise<Buffer> {
  return new MailComposer({
    from: options.from,
    to: options.to,
    subject: options.content.subject,
    text: options.content.text,
    html: options.content.html,
    messageId: messageIdFor(options.key, options.from),
    date: options.date,
    headers: { "X-Scents-Message-Key": options.key, ...listUnsubscribeHeaders(options.content.oneClickOptOut) },
  })
    .compile()
    .build();
}
