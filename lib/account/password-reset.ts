import "server-only";
import bcrypt from "bcryptjs";
import { inHashSlot } from "@/lib/auth/hash-slots";
import { connectToDatabase } from "@/lib/db/connect";
import { recordMessage } from "@/lib/mail/outbox";
import { clientLimitKey, enforceRateLimit, type RateLimit } from "@/lib/rate-limit/rate-limit";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { SpentLink } from "@/models/spent-link";
import { User } from "@/models/user";
import { PASSWORD_RESET_MESSAGES, type PasswordResetInput } from "./password-reset-schemas";
import { issueResetLink, readResetLink, spentResetLinkId } from "./reset-link";

const HOUR = 60 * 60 * 1000;
/** A few links an hour per address asked for: enough for a lost e-mail, too few to fill someone's inbox. */
export const RESET_REQUESTS_PER_EMAIL: RateLimit = { limit: 3, windowMs: HOUR };
/** Per client: a household or an office forgets a few passwords, a script trying addresses is stopped. */
export const RESET_REQUESTS_PER_ADDRESS: RateLimit = { limit: 10, windowMs: HOUR };
/**
 * No answer comes sooner than this: looking the address up and recording the mail takes a few
 * milliseconds that a visitor could otherwise time to learn which addresses have accounts.
 */
export const RESET_ANSWER_FLOOR_MS = 300;

const refused = (message: string) => new DomainError("reset-link-refused", "invalid", message, "token");

function waitUntil(deadline: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));
}

/**
 * "Forgot password?": mails a customer account at this address a link to choose a new password,
 * through the outbox (one message per link, its nonce the key). Every address gets the same answer
 * after the same wait, with or without an account; an admin account gets no link (its password
 * changes behind the security key, from the admin profile). Limited per address asked for and
 * per client, counted before anything is looked up, so the limits say nothing either.
 */
export async function requestPasswordReset(email: string, clientAddress: string, now = new Date()): Promise<void> {
  const answerAt = performance.now() + RESET_ANSWER_FLOOR_MS;
  await connectToDatabase();
  await enforceRateLimit(
    { [clientLimitKey("password-reset", clientAddress)]: RESET_REQUESTS_PER_ADDRESS, [`password-reset:email:${email}`]: RESET_REQUESTS_PER_EMAIL },
    PASSWORD_RESET_MESSAGES.tooMany,
    now,
  );
  const user = await User.findOne({ email, role: "customer" }).select({ name: 1, email: 1, sessionVersion: 1 }).lean();
  if (user) {
    const token = issueResetLink({ userId: user._id.toString(), email: user.email, sessionVersion: user.sessionVersion ?? 0 }, now);
    const link = readResetLink(token, now);
    if (typeof link === "string") throw new Error("A reset link just issued did not read back");
    await recordMessage(
      { key: `account:${link.userId}:password-reset:${link.nonce}`, to: user.email, kind: "password-reset", data: { customerName: user.name, token, expiresAt: link.expiresAt.toISOString() } },
      now,
    );
  }
  await waitUntil(answerAt);
}

/**
 * Follows a reset link: the new password is set and the session version moves on in one
 * conditional update, so every session of the account ends (on every instance, see
 * admin-standing.ts) and any other link sent before it stops working. The link is spent first,
 * under a unique id, so two sends of it cannot both pass; should the update fail it is given back.
 */
export async function resetPassword(input: PasswordResetInput, now = new Date()): Promise<void> {
  const link = readResetLink(input.token, now);
  if (link === "invalid") throw refused(PASSWORD_RESET_MESSAGES.linkInvalid);
  if (link === "expired") throw refused(PASSWORD_RESET_MESSAGES.linkExpired);
  // Hashed before the link is spent, so a slow hash cannot leave a spent link and the old password.
  const passwordHash = await inHashSlot(() => bcrypt.hash(input.password, 10));
  await connectToDatabase();
  try {
    await SpentLink.create({ _id: spentResetLinkId(link), expiresAt: link.expiresAt });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new DomainError("reset-link-used", "conflict", PASSWORD_RESET_MESSAGES.linkUsed, "token");
    throw error;
  }
  let updated;
  try {
    // Accounts from before session versions have none: version 0 is theirs.
    const sessionVersion = link.sessionVersion === 0 ? { $in: [0, null] } : link.sessionVersion;
    updated = await User.updateOne(
      { _id: link.userId, email: link.email, role: "customer", sessionVersion },
      // Following the link proves the e-mail too (see models/user.ts).
      { $set: { passwordHash, passwordChangedAt: now }, $unset: { emailUnprovenSince: 1 }, $inc: { sessionVersion: 1 } },
    );
  } catch (error) {
    await SpentLink.deleteOne({ _id: spentResetLinkId(link) });
    throw error;
  }
  // The password changed since the link was sent (another link, the account page) or the account is gone: the link is done.
  if (updated.modifiedCount !== 1) throw new DomainError("reset-link-stale", "conflict", PASSWORD_RESET_MESSAGES.linkUsed, "token");
}
