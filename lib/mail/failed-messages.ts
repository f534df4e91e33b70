import "server-only";
import { MailMessage, type MailMessageRecord } from "@/models/mail-message";
import { renderMessage } from "./render";
import { wakeMailWorker } from "./wake";
import { DomainError } from "@/lib/vocabulary/domain-error";

export const MAIL_NOT_FOUND = "E-mail not found";
const SHOWN = 20;

/** A message that failed for good, as the admin dashboard lists it. */
export interface FailedMailView {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string;
  failedAt: string;
}

function subjectOf(message: MailMessageRecord): string {
  try {
    return renderMessage(message.kind, message.data).subject;
  } catch {
    return `${message.kind} (${message.key})`;
  }
}

/** The latest messages that failed past the retry limit, and how many there are in all. */
export async function failedMessages(): Promise<{ messages: FailedMailView[]; total: number }> {
  const messages = await MailMessage.find({ state: "failed" }).sort({ failedAt: -1, _id: -1 }).limit(SHOWN).lean<MailMessageRecord[]>();
  // Fewer than a page shown are all there are: only a full page needs counting.
  const total = messages.length < SHOWN ? messages.length : await MailMessage.countDocuments({ state: "failed" });
  return {
    messages: messages.map((message) => ({
      id: message._id.toString(),
      to: message.to,
      subject: subjectOf(message),
      attempts: message.attempts,
      lastError: message.lastError ?? "",
      failedAt: (message.failedAt ?? message.updatedAt).toISOString(),
    })),
    total,
  };
}

/**
 * The owner's retry of a failed message: back in the queue, due now, with a fresh allowance of
 * attempts. Conditional on it still being failed, so two clicks queue it once.
 */
export async function retryFailedMessage(id: string, now: Date = new Date()): Promise<void> {
  const queued = await MailMessage.updateOne(
    { _id: id, state: "failed" },
    { $set: { state: "queued", attempts: 0, nextAttemptAt: now }, $unset: { failedAt: 1 } },
  );
  if (queued.modifiedCount === 1) {
    wakeMailWorker();
    return;
  }
  if (!(await MailMessage.exists({ _id: id }))) throw new DomainError("mail-not-found", "not-found", MAIL_NOT_FOUND);
  throw new DomainError("mail-not-failed", "conflict", "This e-mail is no longer failed: it is already queued or sent.");
}
