import "server-only";
import bcrypt from "bcryptjs";
import { inHashSlot } from "@/lib/auth/hash-slots";
import { signedTokens } from "@/lib/auth/signed-token";
import type { SignupInput } from "@/lib/auth/schemas";
import { connectToDatabase } from "@/lib/db/connect";
import { recordMessage } from "@/lib/mail/outbox";
import { enforceRateLimit, type RateLimit } from "@/lib/rate-limit/rate-limit";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { Order } from "@/models/order";
import { PendingSignup } from "@/models/pending-signup";
import { User } from "@/models/user";
import { EMAIL_PROOF_TTL_MS } from "./email-proof";
import { SIGNUP_TAKEOVER_MESSAGES } from "./signup-schemas";

/** A few a day per address: each is a mail to someone who may not have asked for it. */
export const SIGNUP_TAKEOVERS_PER_EMAIL: RateLimit = { limit: 3, windowMs: 60 * 60 * 1000 };

const tokens = signedTokens("signup-takeover", { longestPayload: 600 });

/** The unproven customer account holding this address, if one does. */
const unprovenHolder = (email: string) => User.findOne({ email, role: "customer", emailUnprovenSince: { $exists: true } });

/**
 * A sign-up with an address an unproven account holds: the signer's name and password hash are
 * kept in a pending record (written first, so a crash before the mail leaves nothing that works),
 * and the address is mailed a link to take the account over. False when no unproven account
 * holds the address: then the address is simply taken.
 */
export async function offerTakeover(input: SignupInput, now = new Date()): Promise<boolean> {
  await connectToDatabase();
  if (!(await unprovenHolder(input.email).select({ _id: 1 }).lean())) return false;
  await enforceRateLimit({ [`signup-takeover:${input.email}`]: SIGNUP_TAKEOVERS_PER_EMAIL }, SIGNUP_TAKEOVER_MESSAGES.tooMany, now);
  const passwordHash = await inHashSlot(() => bcrypt.hash(input.password, 10));
  const expiresAt = new Date(now.getTime() + EMAIL_PROOF_TTL_MS);
  const { token, nonce } = tokens.issueLink({ e: input.email }, expiresAt);
  await PendingSignup.create({ _id: nonce, email: input.email, name: input.name, passwordHash, expiresAt });
  await recordMessage(
    { key: `signup-takeover:${nonce}`, to: input.email, kind: "signup-takeover", data: { customerName: input.name, token, expiresAt: expiresAt.toISOString() } },
    now,
  );
  return true;
}

/**
 * Follows the sign-up's link: the signer has proven the address, so the unproven account becomes
 * theirs afresh: their name and password, no saved addresses, no orders of the one who held it
 * (those become guest orders again), and the session version moves on, so whoever was signed in
 * to it is signed out. Each step can be run again: the pending record is deleted last, and a run
 * that finds the account already taken over with this very password only finishes the job.
 */
export async function completeTakeover(token: string, now = new Date()): Promise<{ email: string }> {
  const read = tokens.read(token, now);
  if (read === "expired") throw new DomainError("signup-link-refused", "invalid", SIGNUP_TAKEOVER_MESSAGES.linkExpired, "token");
  if (read === "invalid" || typeof read.claims.e !== "string") throw new DomainError("signup-link-refused", "invalid", SIGNUP_TAKEOVER_MESSAGES.linkInvalid, "token");
  await connectToDatabase();
  const pending = await PendingSignup.findOne({ _id: read.nonce, email: read.claims.e, expiresAt: { $gt: now } }).lean();
  if (!pending) throw new DomainError("signup-link-used", "conflict", SIGNUP_TAKEOVER_MESSAGES.linkUsed, "token");

  const holder = await unprovenHolder(pending.email).select({ _id: 1 }).lean();
  if (holder) {
    await Order.updateMany({ customer: holder._id }, { $set: { customer: null } });
    await User.updateOne(
      { _id: holder._id, emailUnprovenSince: { $exists: true } },
      { $set: { name: pending.name, passwordHash: pending.passwordHash, passwordChangedAt: now, addresses: [] }, $unset: { emailUnprovenSince: 1, defaultAddress: 1 }, $inc: { sessionVersion: 1 } },
    );
  }
  const account = await User.findOne({ email: pending.email, role: "customer" }).select({ passwordHash: 1, emailUnprovenSince: 1 }).lean();
  if (!account || account.emailUnprovenSince || account.passwordHash !== pending.passwordHash) {
    throw new DomainError("signup-address-proven", "conflict", SIGNUP_TAKEOVER_MESSAGES.proven, "token");
  }
  await PendingSignup.deleteOne({ _id: pending._id });
  return { email: pending.email };
}
