import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import nodemailer from "nodemailer";
import type { MailDelivery } from "./mail-config";

export interface OutgoingMail {
  key: string;
  from: string;
  to: string;
  subject: string;
  /** The composed MIME message. */
  raw: Buffer;
}

/**
 * Delivers one composed message. `handOver` runs after the whole message is with the server and
 * before the byte that commits it (SMTP's final "."): it records the hand-over under the worker's
 * claim and throws when the claim was lost, which abandons the message unsent.
 */
export interface MailTransport {
  deliver: (mail: OutgoingMail, handOver: () => Promise<void>) => Promise<void>;
}

/**
 * The message as a stream that ends only once `handOver` has resolved. nodemailer writes SMTP's
 * terminating "." when the stream ends, so a process that dies before the hand-over is recorded
 * leaves the server an unfinished DATA, which it discards: the next worker sends it afresh.
 */
function streamHandingOver(raw: Buffer, handOver: () => Promise<void>): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(raw);
        return;
      }
      handOver().then(
        () => this.push(null),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/** Well inside the worker's lease (worker.ts), so a live worker always answers before it runs out. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    deliver: async (mail, handOver) => {
      await transporter.sendMail({ envelope: { from: mail.from, to: [mail.to] }, raw: streamHandingOver(mail.raw, handOver) });
    },
  };
}

function fileName(key: string, at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, "-")}-${key.replace(/[^A-Za-z0-9-]+/g, "_")}.eml`;
}

/** Development without SMTP_URL: each message becomes an .eml file, and one log line names it. */
export function fileTransport(dir: string): MailTransport {
  return {
    deliver: async (mail, handOver) => {
      await handOver();
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName(mail.key, new Date()));
      await writeFile(file, mail.raw);
      console.log(`[scents] e-mail to ${mail.to} "${mail.subject}" written to ${path.relative(process.cwd(), file) || file} (no SMTP_URL)`);
    },
  };
}

export function transportFor(delivery: MailDelivery): MailTransport | null {
  if (delivery.mode === "smtp") return smtpTransport(delivery.url);
  if (delivery.mode === "files") return fileTransport(delivery.dir);
  return null;
}
