import "server-only";
import path from "node:path";

type Environment = Record<string, string | undefined>;

export const DEFAULT_MAIL_FROM = "Scents <orders@localhost>";

/** Where mail goes: SMTP when SMTP_URL is set; else .eml files in development and nothing in production. */
export type MailDelivery = { mode: "smtp"; url: string } | { mode: "files"; dir: string } | { mode: "off" };

export function mailDelivery(env: Environment = process.env): MailDelivery {
  if (env.SMTP_URL) return { mode: "smtp", url: env.SMTP_URL };
  if (env.NODE_ENV === "production") return { mode: "off" };
  return { mode: "files", dir: env.MAIL_OUTBOX_DIR || path.join(process.cwd(), ".data", "outbox") };
}

export function mailFrom(env: Environment = process.env): string {
  return env.MAIL_FROM || DEFAULT_MAIL_FROM;
}
