import "server-only";
import bcrypt from "bcryptjs";
import { recordActivity } from "@/lib/activity/record-activity";
import { newBackupCodeSet } from "@/lib/auth/backup-codes";
import type { SignedInUser } from "@/lib/auth/credentials";
import type { LoginClient } from "@/lib/auth/login-limits";
import { confirmCurrentSecret } from "@/lib/auth/reauthenticate";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { User, type UserRecord } from "@/models/user";
import { ACCOUNT_MESSAGES, type PasswordChangeInput, type ProfileUpdateInput, type SecurityKeyChangeInput } from "./account-schemas";
import { accountGone, DomainError } from "@/lib/vocabulary/domain-error";

/** What the profile screen shows of the signed-in admin; never a hash. */
export interface AdminProfile {
  id: string;
  name: string;
  email: string;
  lastLoginAt: string | null;
  passwordChangedAt: string | null;
  adminKeyChangedAt: string | null;
  updatedAt: string | null;
  backupCodes: { generatedAt: string | null; remaining: number };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function toProfile(user: UserRecord & { updatedAt?: Date }): AdminProfile {
  return {
    id: user._id.toString(),
    name: user.name,
    email: user.email,
    lastLoginAt: iso(user.lastLoginAt),
    passwordChangedAt: iso(user.passwordChangedAt),
    adminKeyChangedAt: iso(user.adminKeyChangedAt),
    updatedAt: iso(user.updatedAt),
    backupCodes: {
      generatedAt: iso(user.backupCodesGeneratedAt),
      remaining: (user.backupCodes ?? []).filter((code) => !code.usedAt).length,
    },
  };
}

async function findAdmin(id: string): Promise<UserRecord & { updatedAt?: Date }> {
  await connectToDatabase();
  const user = await User.findOne({ _id: id, role: "admin" }).lean();
  // route() has just checked this admin; gone since means the session is no longer one.
  if (!user) throw accountGone();
  return user;
}

export async function getAdminProfile(id: string): Promise<AdminProfile> {
  return toProfile(await findAdmin(id));
}

export async function updateAdminProfile(id: string, input: ProfileUpdateInput): Promise<AdminProfile> {
  const taken = () => new DomainError("email-taken", "conflict", ACCOUNT_MESSAGES.emailTaken, "email");
  if (await User.exists({ email: input.email, _id: { $ne: id } })) throw taken();
  try {
    const user = await User.findOneAndUpdate({ _id: id, role: "admin" }, { $set: { name: input.name, email: input.email } }, { returnDocument: "after", runValidators: true }).lean();
    if (!user) throw accountGone();
    return toProfile(user);
  } catch (error) {
    // Two accounts racing for one address: the unique index lets exactly one have it.
    if (isDuplicateKeyError(error, "email")) throw taken();
    throw error;
  }
}

/**
 * Sets a new secret after the current one is confirmed, and moves the session version on in the
 * same single-document update, so every other session of this admin ends with the change.
 */
async function replaceSecret(id: string, set: Partial<Record<keyof UserRecord, unknown>>): Promise<SignedInUser> {
  const user = await User.findOneAndUpdate({ _id: id, role: "admin" }, { $set: set, $inc: { sessionVersion: 1 } }, { returnDocument: "after" }).lean();
  if (!user) throw accountGone();
  return { id: user._id.toString(), name: user.name, email: user.email, role: "admin", sessionVersion: user.sessionVersion ?? 0 };
}

export async function changeAdminPassword(id: string, input: PasswordChangeInput, client: LoginClient): Promise<SignedInUser> {
  await confirmCurrentSecret(await findAdmin(id), "password", input.currentPassword, client, ACCOUNT_MESSAGES.wrongCurrentCredentials);
  const user = await replaceSecret(id, { passwordHash: await bcrypt.hash(input.newPassword, 10), passwordChangedAt: new Date() });
  await recordActivity("admin-password-changed", `${user.name} changed the admin password`, id);
  return user;
}

export async function changeAdminKey(id: string, input: SecurityKeyChangeInput, client: LoginClient): Promise<SignedInUser> {
  await confirmCurrentSecret(await findAdmin(id), "key", input.currentKey, client, ACCOUNT_MESSAGES.wrongCurrentCredentials);
  const user = await replaceSecret(id, { adminKeyHash: await bcrypt.hash(input.newKey, 10), adminKeyChangedAt: new Date() });
  await recordActivity("admin-key-changed", `${user.name} changed the admin security key`, id);
  return user;
}

/** A new set of backup codes, shown this once; the stored set is replaced, so the old codes stop working. */
export async function generateBackupCodes(id: string): Promise<string[]> {
  const { codes, hashes } = await newBackupCodeSet();
  const user = await User.findOneAndUpdate(
    { _id: id, role: "admin" },
    { $set: { backupCodes: hashes.map((codeHash) => ({ codeHash })), backupCodesGeneratedAt: new Date() } },
    { returnDocument: "after" },
  ).lean();
  if (!user) throw accountGone();
  await recordActivity("admin-backup-codes", `${user.name} generated new backup codes`, id);
  return codes;
}
