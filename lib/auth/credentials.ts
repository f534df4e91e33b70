import "server-only";
import bcrypt from "bcryptjs";
import { recordActivity } from "@/lib/activity/record-activity";
import { connectToDatabase } from "@/lib/db/connect";
import type { LoginAttemptReason } from "@/models/login-attempt";
import { User, type UserRecord, type UserRole } from "@/models/user";
import { backupCodeMatches } from "./backup-codes";
import { timedCheck, waitLikeACheck } from "./check-timing";
import { knownDevice, newDeviceCookie } from "./device-cookie";
import { inHashSlot } from "./hash-slots";
import { loginBlockedFor, recordLoginAttempt, type LoginClient } from "./login-limits";
import { DomainError } from "@/lib/vocabulary/domain-error";

export type LoginKind = "customer" | "admin";

export interface CredentialsInput {
  email: string;
  password: string;
  /** Required for an admin login: the admin security key, or one unused backup code. */
  securityKey?: string;
}

/** Who signed in. The role is admin only when the security key (or a backup code) was given. */
export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /** The account's session version when it signed in; see currentAdmin(). */
  sessionVersion?: number;
}

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
/** What the shopper reads in the sign-in modal for the same refusal (the API keeps the spec's words above). */
export const SIGN_IN_INCORRECT_MESSAGE = "Email or password is incorrect";
export const INVALID_ADMIN_LOGIN_MESSAGE = "Invalid admin credentials";

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}


/** Where a sign-in comes from: the client's address and the device cookie its browser sent, if any. */
export interface SignInSource {
  address: string;
  deviceCookie?: string | null;
}

/** A successful sign-in, and the device cookie its browser is to keep from now on. */
export interface SignIn {
  user: SignedInUser;
  deviceCookie: string;
}

/** Marks one matching, unused backup code as used; true if this call used it. */
async function spendBackupCode(user: UserRecord, code: string): Promise<boolean> {
  const codes = user.backupCodes ?? [];
  const matches = await Promise.all(codes.map((backup) => !backup.usedAt && backupCodeMatches(code, backup.codeHash)));
  const index = matches.indexOf(true);
  const backup = codes[index];
  if (!backup) return false;
  // Conditional on the code still being unused, so two logins racing with one code cannot both win.
  const result = await User.updateOne(
    { _id: user._id, [`backupCodes.${index}.codeHash`]: backup.codeHash, [`backupCodes.${index}.usedAt`]: null },
    { $set: { [`backupCodes.${index}.usedAt`]: new Date() } },
  );
  return result.modifiedCount === 1;
}

/** The admin's key, or one unused backup code (spent by this check). */
export async function checkSecurityKey(user: UserRecord, key: string): Promise<boolean> {
  if (user.adminKeyHash && (await bcrypt.compare(key, user.adminKeyHash))) return true;
  return spendBackupCode(user, key);
}

/**
 * The one place credentials are checked, for next-auth's sign-in and for POST /api/login alike:
 * refuses while this client is rate limited for the account (too many, even with the right password;
 * a browser that signed in before has its own allowance, see login-limits.ts), records every
 * attempt, and answers every kind of mismatch with the same message. The limits are checked
 * before any hash is computed, and hashing waits for a slot (hash-slots.ts).
 */
export async function verifyCredentials(input: CredentialsInput, source: SignInSource): Promise<SignIn> {
  await connectToDatabase();
  const email = input.email.trim().toLowerCase();
  const kind: LoginKind = input.securityKey ? "admin" : "customer";
  const invalid = () => new DomainError("invalid-login", "unauthenticated", kind === "admin" ? INVALID_ADMIN_LOGIN_MESSAGE : INVALID_LOGIN_MESSAGE);
  const client: LoginClient = { address: source.address, device: knownDevice(source.deviceCookie, email) };
  const record = (reason: LoginAttemptReason) => recordLoginAttempt(email, client, kind, reason);
  const hashing = { first: client.device !== null };

  const blockedFor = await loginBlockedFor(email, client);
  if (blockedFor !== null) {
    await record("rate-limited");
    throw new DomainError("too-many-attempts", "too-many", tooManyAttemptsMessage(blockedFor), undefined, { retryAfterSeconds: blockedFor });
  }

  const user = await User.findOne({ email }).lean();
  if (!user) {
    await waitLikeACheck();
    await record("unknown-email");
    throw invalid();
  }
  if (!(await timedCheck(() => inHashSlot(() => bcrypt.compare(input.password, user.passwordHash), hashing)))) {
    await record("wrong-password");
    throw invalid();
  }

  // Staff shop with a customer account of their own: an admin's password alone opens nothing, so
  // it cannot be guessed apart from the key. Refused as a wrong password is, after the same check.
  if (kind === "customer" && user.role === "admin") {
    await record("staff-at-customer-sign-in");
    throw invalid();
  }

  let role: UserRole = "customer";
  if (kind === "admin") {
    if (user.role !== "admin") {
      await record("not-admin");
      throw invalid();
    }
    if (!(await inHashSlot(() => checkSecurityKey(user, input.securityKey ?? ""), hashing))) {
      await record("wrong-security-key");
      throw invalid();
    }
    // Said only after every secret was right, so it tells a guesser nothing.
    if (user.suspendedAt) {
      await record("suspended");
      throw new DomainError("staff-suspended", "forbidden", "This staff account is suspended. Ask the shop's owner.");
    }
    role = "admin";
  }

  await record("signed-in");
  await User.updateOne({ _id: user._id }, { $set: { lastLoginAt: new Date() } });
  if (role === "admin") await recordActivity("admin-login", `${user.name} signed in to the admin panel`, user._id.toString(), user.email);
  return {
    user: { id: user._id.toString(), name: user.name, email: user.email, role, sessionVersion: user.sessionVersion ?? 0 },
    deviceCookie: newDeviceCookie(email),
  };
}
