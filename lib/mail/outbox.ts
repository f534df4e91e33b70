import "server-only";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { MailMessage } from "@/models/mail-message";
import { checkMailData } from "./render";
import type { MailData, MailKind } from "./templates/registry";
import { wakeMailWorker } from "./wake";

export interface OutgoingMessage<Kind extends MailKind> {
  /**
   * One key per event, e.g. `order:<id>:status:Shipped` or `account:<id>:verify:<token id>`: the
   * outbox keeps one message per key, so recording an event again (a retried request, a recovery
   * pass) never sends it twice.
   */
  key: string;
  to: string;
  kind: Kind;
  data: MailData<Kind>;
}

/**
 * Puts a message in the outbox for the mail worker to send, off the request path, with retries.
 * The data is checked against the kind's template now, so a bad call fails here. Answers
 * "already-recorded" when the key was recorded before (the first recording stands).
 *
 * Record the message in the step that causes it: when that step is a write to one document whose
 * later state does not show the event (a status that moves on), embed the message in that very
 * update instead (lib/mail/pending-mail.ts) and relay it from there (lib/mail/relay.ts), since a crash between two writes
 * would lose it. A message whose cause stays visible (an unverified address) may be recorded right
 * after, as long as a retry of the step records it again under the same key.
 */
export function recordMessage<Kind extends MailKind>(message: OutgoingMessage<Kind>, now: Date = new Date()): Promise<"recorded" | "already-recorded"> {
  return recordCheckedMessage(message, now);
}

/** recordMessage for a kind and data read back from the database, checked only at run time. */
export async function recordCheckedMessage(message: { key: string; to: string; kind: string; data: unknown }, now: Date = new Date()): Promise<"recorded" | "already-recorded"> {
  const data = checkMailData(message.kind, message.data);
  // The unique index on key is what makes recording idempotent: make sure it exists first.
  await MailMessage.init();
  try {
    await MailMessage.create({ key: message.key, kind: message.kind, to: message.to, data, state: "queued", attempts: 0, nextAttemptAt: now });
  } catch (error) {
    if (isDuplicateKeyError(error, "key")) return "already-recorded";
    throw error;
  }
  wakeMailWorker();
  return "recorded";
}

/**
 * recordCheckedMessage for several messages in one write: each is recorded unless its key was
 * recorded before (those are left as they are, the others recorded all the same).
 */
export async function recordCheckedMessages(messages: readonly { key: string; to: string; kind: string; data: unknown }[], now: Date = new Date()): Promise<void> {
  if (messages.length === 0) return;
  const documents = messages.map((message) => ({ key: message.key, kind: message.kind, to: message.to, data: checkMailData(message.kind, message.data), state: "queued", attempts: 0, nextAttemptAt: now }));
  await MailMessage.init();
  try {
    await MailMessage.insertMany(documents, { ordered: false });
  } catch (error) {
    // The driver wraps each refusal in `err`. A batch's refusals need not name their index (the
    // built-in engine's do not), and the key is the only one a new message can clash on: its _id is fresh.
    const failures = (error as { writeErrors?: { err?: unknown }[] }).writeErrors;
    if (!failures || failures.length === 0 || !failures.every((failure) => isDuplicateKeyError(failure.err))) throw error;
    if (failures.length === documents.length) return;
  }
  wakeMailWorker();
}
