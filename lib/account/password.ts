import "server-only";
import bcrypt from "bcryptjs";
import type { SignedInUser } from "@/lib/auth/credentials";
import { inHashSlot } from "@/lib/auth/hash-slots";
import type { LoginClient } from "@/lib/auth/login-limits";
import { confirmCurrentSecret } from "@/lib/auth/reauthenticate";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/models/user";
import { ACCOUNT_PAGE_MESSAGES, type CustomerPasswordChangeInput } from "./schemas";
import { accountGone, DomainError } from "@/lib/vocabulary/domain-error";

/**
 * Sets a customer's new password once the current one is confirmed (through the login limit),
 * moving the session version on in the same single-document update: every other session of the
 * account ends, and the caller's own is renewed by the route.
 */
export async function changeCustomerPassword(userId: string, input: CustomerPasswordChangeInput, client: LoginClient): Promise<SignedInUser> {
  await connectToDatabase();
  const current = await User.findOne({ _id: userId }).lean();
  if (!current) throw accountGone();
  // An admin's password changes only behind the admin key, from the admin profile.
  if (current.role !== "customer") throw new DomainError("admin-password-elsewhere", "forbidden", ACCOUNT_PAGE_MESSAGES.adminPasswordElsewhere);
  await confirmCurrentSecret(current, "password", input.currentPassword, client, ACCOUNT_PAGE_MESSAGES.wrongCurrentPassword);
  const passwordHash = await inHashSlot(() => bcrypt.hash(input.newPassword, 10), { first: client.device !== null });
  const user = await User.findOneAndUpdate(
    { _id: userId, role: "customer" },
    { $set: { passwordHash, passwordChangedAt: new Date() }, $inc: { sessionVersion: 1 } },
    { returnDocument: "after" },
  ).lean();
  if (!user) throw accountGone();
  return { id: user._id.toString(), name: user.name, email: user.email, role: "customer", sessionVersion: user.sessionVersion ?? 0 };
}
