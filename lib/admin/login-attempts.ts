import "server-only";
import { displayAddress } from "@/lib/http/display-address";
import { LoginAttempt } from "@/models/login-attempt";
import type { LoginAttemptView } from "./login-attempt-view";

/** The latest sign-in attempts, newest first, with addresses as people read them. */
export async function recentLoginAttempts(limit: number): Promise<LoginAttemptView[]> {
  const attempts = await LoginAttempt.find().sort({ at: -1 }).limit(limit).lean();
  return attempts.map((attempt) => ({
    id: attempt._id.toString(),
    email: attempt.email,
    address: displayAddress(attempt.address),
    kind: attempt.kind,
    success: attempt.success,
    reason: attempt.reason,
    at: attempt.at.toISOString(),
  }));
}
