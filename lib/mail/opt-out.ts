import "server-only";
import { z } from "zod";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { signedTokens, type TokenProblem } from "@/lib/auth/signed-token";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { MailOptOut } from "@/models/mail-opt-out";

/** An opt-out link works for two years: long after the message that carried it. */
const OPT_OUT_LINK_TTL_MS = 2 * 365 * 24 * 60 * 60 * 1000;

/** The kinds of message a shopper did not ask for by ordering, each carrying the opt-out link; never sent to an address that opted out. */
export const REMINDER_KINDS: ReadonlySet<string> = new Set(["checkout-reminder", "back-in-stock"]);

const tokens = signedTokens("mail-opt-out", { longestPayload: 600 });

/** The signed token of an address's one-click opt-out. */
export function issueOptOutToken(email: string, now = new Date()): string {
  return tokens.issue({ e: email.toLowerCase() }, new Date(now.getTime() + OPT_OUT_LINK_TTL_MS));
}

/** The address a token opts out, or why it is refused. */
export function readOptOutToken(token: string, now = new Date()): { email: string } | TokenProblem {
  const read = tokens.read(token, now);
  if (typeof read === "string") return read;
  const { e } = read.claims;
  return typeof e === "string" && e.includes("@") ? { email: e } : "invalid";
}

/** Stops the shop's reminders to this address, for good; doing it twice changes nothing. */
export async function optOut(email: string, now = new Date()): Promise<void> {
  await connectToDatabase();
  try {
    await MailOptOut.updateOne({ _id: email.toLowerCase() }, { $setOnInsert: { optedOutAt: now } }, { upsert: true });
  } catch (error) {
    // Two clicks raced: the other one stored it.
    if (!isDuplicateKeyError(error, "_id")) throw error;
  }
}

export async function hasOptedOut(email: string): Promise<boolean> {
  await connectToDatabase();
  return (await MailOptOut.exists({ _id: email.toLowerCase() })) !== null;
}

/** Body of POST /api/mail/opt-out: the token of the link the message carried. */
export const optOutRequestSchema = z.object({ token: z.string({ error: "The link is incomplete" }).min(1, "The link is incomplete").max(1000, "The link is not ours") });

/** The one-click opt-out: the token's address gets no more reminders. */
export async function optOutByToken(token: string, now = new Date()): Promise<{ email: string }> {
  const read = readOptOutToken(token, now);
  if (typeof read === "string") throw new DomainError("opt-out-link-refused", "invalid", "This link is not valid. Use the link in our latest e-mail, or write to us.", "token");
  await optOut(read.email, now);
  return read;
}
