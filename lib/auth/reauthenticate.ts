import "server-only";
import bcrypt from "bcryptjs";
import type { UserRecord } from "@/models/user";
import { tooManyAttemptsMessage } from "./credentials";
import { inHashSlot } from "./hash-slots";
import { loginBlockedFor, recordLoginAttempt, type LoginClient } from "./login-limits";
import { DomainError } from "@/lib/vocabulary/domain-error";

export type CurrentSecret = "password" | "key";

/**
 * Checks the current password (or an admin's key) a signed-in user gives to change one. It is a
 * login in all but name, so it goes through the login limit: refused while the account or
 * address is blocked, and a wrong one is logged and counted as a failed attempt. `wrongMessage` is
 * what the caller's screen says to a wrong one.
 */
export async function confirmCurrentSecret(user: UserRecord, secret: CurrentSecret, given: string, client: LoginClient, wrongMessage: string): Promise<void> {
  const blockedFor = await loginBlockedFor(user.email, client);
  if (blockedFor !== null) {
    throw new DomainError("too-many-attempts", "too-many", tooManyAttemptsMessage(blockedFor), undefined, { retryAfterSeconds: blockedFor });
  }
  const hash = secret === "password" ? user.passwordHash : user.adminKeyHash;
  if (hash && (await inHashSlot(() => bcrypt.compare(given, hash), { first: client.device !== null }))) return;
  await recordLoginAttempt(user.email, client, user.role === "admin" ? "admin" : "customer", secret === "password" ? "wrong-current-password" : "wrong-current-key");
  const field = secret === "password" ? "currentPassword" : "currentKey";
  throw new DomainError("wrong-current-secret", "forbidden", wrongMessage, field);
}
