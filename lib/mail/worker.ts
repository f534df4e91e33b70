import "server-only";
import { randomUUID } from "node:crypto";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { MailMessage, type MailMessageRecord } from "@/models/mail-message";
import { MAX_ATTEMPTS, RETRY_BASE_MS, retryDelayMs } from "./backoff";
import { composeMessage } from "./compose";
import { mailFrom } from "./mail-config";
import { hasOptedOut, REMINDER_KINDS } from "./opt-out";
import { renderMessage } from "./render";
import type { MailTransport } from "./transport";

/**
 * How long a claim holds. A live worker always answers well within it (the SMTP transport's own
 * timeouts are shorter); past it, the message is taken over as the claimant is presumed dead.
 */
export const LEASE_MS = 5 * 60 * 1000;
const BATCH = 50;

/**
 * Messages one shopper's address receives in an hour: a real order sends three or four, so past
 * this the shop is being used to write to someone (fresh orders typed with a stranger's address).
 * The rest wait in the outbox for the next hour. The owner's alerts are the owner's choice.
 */
export const MESSAGES_PER_ADDRESS = { limit: 10, windowMs: 60 * 60 * 1000 };
const OPTED_OUT = "Not sent: the address opted out of reminders";
const isOwnerAlert = (message: MailMessageRecord) => message.kind.startsWith("owner-");

export interface DeliveryOptions {
  transport: MailTransport;
  now?: () => Date;
  from?: string;
  backoffBaseMs?: number;
  maxAttempts?: number;
  leaseMs?: number;
  /** Most messages sent in one pass. */
  limit?: number;
  /** Points tests stop at to play a crash of this worker. */
  hooks?: { afterClaim?: () => Promise<void>; beforeHandOver?: () => Promise<void>; afterDelivery?: () => Promise<void> };
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Handed over by a worker that stopped before reading the server's answer: counted as sent. */
  settled: number;
  /** Left for later: their address had all the messages it may have this hour. */
  deferred: number;
}

class ClaimLost extends Error {
  constructor() {
    super("Another worker took this message over");
  }
}

/**
 * Takes one due message with a single conditional update: a queued one whose time has come, or one
 * whose claimant's lease ran out before it handed the message over (it never reached the server
 * whole, so it was discarded there). Several workers may run at once; each message goes to one.
 */
async function claimNext(now: Date, leaseMs: number): Promise<{ message: MailMessageRecord; claim: string } | null> {
  const claim = randomUUID();
  const message = await MailMessage.findOneAndUpdate(
    {
      $or: [
        { state: "queued", nextAttemptAt: { $lte: now } },
        { state: "sending", leaseUntil: { $lte: now }, handedOverAt: { $exists: false } },
      ],
    },
    { $set: { state: "sending", claim, leaseUntil: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
    { sort: { nextAttemptAt: 1 }, returnDocument: "after" },
  ).lean<MailMessageRecord>();
  return message ? { message, claim } : null;
}

/**
 * A claimant whose lease ran out after it handed its message over stopped between the server's
 * final "." and recording the answer. The server almost surely took the message, and sending it
 * again would be the duplicate this outbox exists to prevent: it counts as sent, marked unconfirmed.
 */
async function settleHandedOver(now: Date): Promise<number> {
  const settled = await MailMessage.updateMany(
    { state: "sending", handedOverAt: { $exists: true }, leaseUntil: { $lte: now } },
    { $set: { state: "sent", sentAt: now, unconfirmed: true }, $unset: { claim: 1, leaseUntil: 1 } },
  );
  return settled.modifiedCount;
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const response = (error as Error & { response?: string }).response;
  return (response ? `${error.message} (${response})` : error.message).slice(0, 1000);
}

/**
 * True when the message's address has had all it may this hour: the message is put back for then,
 * and that is not an attempt, so it never fails for waiting.
 */
async function waitsItsTurn(message: MailMessageRecord, claim: string, now: Date): Promise<boolean> {
  if (isOwnerAlert(message)) return false;
  const allowance = await consumeRateLimit(`mail-to:${message.to}`, MESSAGES_PER_ADDRESS, now);
  if (allowance.allowed) return false;
  await MailMessage.updateOne(
    { _id: message._id, claim, state: "sending" },
    { $set: { state: "queued", nextAttemptAt: new Date(now.getTime() + allowance.retryAfterSeconds * 1000) }, $inc: { attempts: -1 }, $unset: { claim: 1, leaseUntil: 1 } },
  );
  return true;
}

async function deliverOne(
  message: MailMessageRecord,
  claim: string,
  options: Required<Omit<DeliveryOptions, "hooks">> & Pick<DeliveryOptions, "hooks">,
): Promise<"sent" | "retrying" | "failed" | "lost" | "deferred"> {
  const { hooks, now } = options;
  await hooks?.afterClaim?.();
  if (await waitsItsTurn(message, claim, now())) return "deferred";
  const mine = { _id: message._id, claim, state: "sending" as const };
  // A reminder recorded before its address opted out is never sent: it fails for good, saying why.
  if (REMINDER_KINDS.has(message.kind) && (await hasOptedOut(message.to))) {
    await MailMessage.updateOne(mine, { $set: { state: "failed", failedAt: now(), lastError: OPTED_OUT }, $unset: { claim: 1, leaseUntil: 1 } });
    return "failed";
  }
  let retryable = true;
  try {
    let raw: Buffer;
    let subject: string;
    try {
      const content = renderMessage(message.kind, message.data);
      subject = content.subject;
      raw = await composeMessage({ key: message.key, from: options.from, to: message.to, content, date: message.createdAt });
    } catch (error) {
      // Data that does not fit its template never will: no point retrying.
      retryable = false;
      throw error;
    }
    await options.transport.deliver({ key: message.key, from: options.from, to: message.to, subject, raw }, async () => {
      await hooks?.beforeHandOver?.();
      const handed = await MailMessage.updateOne(mine, { $set: { handedOverAt: now() } });
      if (handed.modifiedCount !== 1) throw new ClaimLost();
    });
    await hooks?.afterDelivery?.();
    await MailMessage.updateOne(mine, { $set: { state: "sent", sentAt: now() }, $unset: { claim: 1, leaseUntil: 1 } });
    return "sent";
  } catch (error) {
    if (error instanceof ClaimLost) return "lost";
    const giveUp = !retryable || message.attempts >= options.maxAttempts;
    const at = now();
    await MailMessage.updateOne(mine, {
      $set: {
        state: giveUp ? "failed" : "queued",
        lastError: errorText(error),
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(message.attempts, options.backoffBaseMs)),
        ...(giveUp ? { failedAt: at } : {}),
      },
      $unset: { claim: 1, leaseUntil: 1, handedOverAt: 1 },
    });
    if (giveUp) console.error(`[scents] e-mail ${message.key} to ${message.to} failed for good after ${message.attempts} attempts: ${errorText(error)}`);
    return giveUp ? "failed" : "retrying";
  }
}

/** One pass of the worker: settles what stopped workers handed over, then sends what is due. */
export async function deliverDueMessages(options: DeliveryOptions): Promise<DeliveryReport> {
  const settings = {
    now: options.now ?? (() => new Date()),
    from: options.from ?? mailFrom(),
    backoffBaseMs: options.backoffBaseMs ?? RETRY_BASE_MS,
    maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
    leaseMs: options.leaseMs ?? LEASE_MS,
    limit: options.limit ?? BATCH,
    transport: options.transport,
    hooks: options.hooks,
  };
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, deferred: 0, settled: await settleHandedOver(settings.now()) };
  for (let count = 0; count < settings.limit; count += 1) {
    const claimed = await claimNext(settings.now(), settings.leaseMs);
    if (!claimed) break;
    const outcome = await deliverOne(claimed.message, claimed.claim, settings);
    if (outcome !== "lost") report[outcome] += 1;
  }
  return report;
}
