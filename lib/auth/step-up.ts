import "server-only";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { KEY_REQUIRED } from "@/lib/vocabulary/step-up";
import { StepUp } from "@/models/step-up";
import { User } from "@/models/user";
import type { Caller } from "./caller";
import { checkSecurityKey, tooManyAttemptsMessage } from "./credentials";
import { loginBlockedFor, recordLoginAttempt, type LoginClient } from "./login-limits";

/** How long a key given again covers the session's sensitive actions. */
export const STEP_UP_WINDOW_MS = 10 * 60 * 1000;

export const KEY_REQUIRED_MESSAGE = "Enter your security key (or a backup code) again to do this.";

const stepUpId = (caller: Caller) => `${caller.id}:${caller.sessionId}`;

/**
 * The session's key given again. A login in all but name: refused while the account or address is
 * blocked, and a wrong key is recorded and counted as a failed login.
 */
export async function confirmSecurityKey(caller: Caller, key: string, client: LoginClient, now = new Date()): Promise<{ until: Date }> {
  const blockedFor = await loginBlockedFor(caller.email, client);
  if (blockedFor !== null) throw new DomainError("too-many-attempts", "too-many", tooManyAttemptsMessage(blockedFor), undefined, { retryAfterSeconds: blockedFor });
  const user = await User.findOne({ _id: caller.id, role: "admin" }).lean();
  if (!user || !(await checkSecurityKey(user, key))) {
    await recordLoginAttempt(caller.email, client, "admin", "wrong-security-key");
    throw new DomainError("wrong-security-key", "forbidden", "That security key or backup code is not right.", "securityKey");
  }
  const until = new Date(now.getTime() + STEP_UP_WINDOW_MS);
  await StepUp.updateOne({ _id: stepUpId(caller) }, { $set: { expiresAt: until } }, { upsert: true });
  return { until };
}

/** Refuses a sensitive action unless this session gave the key in the last ten minutes. */
export async function requireRecentKey(caller: Caller, now = new Date()): Promise<void> {
  if (!(await StepUp.exists({ _id: stepUpId(caller), expiresAt: { $gt: now } }))) throw new DomainError(KEY_REQUIRED, "forbidden", KEY_REQUIRED_MESSAGE);
}
