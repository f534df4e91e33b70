import "server-only";
import { Schema } from "mongoose";

export const MAIL_RECIPIENTS = ["customer", "owner"] as const;
export type MailRecipient = (typeof MAIL_RECIPIENTS)[number];

/**
 * A message that an update of its document causes, written by that same update so that the change
 * and its message stand or fall together; the mail relay (lib/mail/relay.ts) moves it to the
 * outbox under the key `<source>:<document id>:<event>` and then takes it off the document.
 */
export interface PendingMailRecord {
  event: string;
  kind: string;
  to: MailRecipient;
  data: Record<string, unknown>;
}

export const pendingMailSchema = new Schema<PendingMailRecord>(
  {
    event: { type: String, required: true },
    kind: { type: String, required: true },
    to: { type: String, enum: MAIL_RECIPIENTS, required: true },
    data: { type: Schema.Types.Mixed, default: {} },
  },
  { _id: false, minimize: false },
);
