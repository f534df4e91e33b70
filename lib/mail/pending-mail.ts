import type { MailRecipient, PendingMailRecord } from "@/models/pending-mail";
import type { MailData, MailKind } from "./templates/registry";

/**
 * A message to embed in the update that causes it (`$push: { mail: ... }`). `data` is what the
 * event adds to what the relay takes from the document itself (an order's summary, say).
 */
export function pendingMail<Kind extends MailKind>(event: string, kind: Kind, to: MailRecipient, data: Partial<MailData<Kind>> = {}): PendingMailRecord {
  return { event, kind, to, data: data as Record<string, unknown> };
}
