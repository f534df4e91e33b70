import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { isStaffRole, type StaffRole } from "@/lib/vocabulary/staff-roles";
import { User, type UserRole } from "@/models/user";

export interface CurrentAdmin {
  id: string;
  name: string;
  email: string;
  /** Null for an admin account no role was given: it may do nothing. */
  staffRole: StaffRole | null;
}

/**
 * The account behind a session, with this role, read fresh, or null when the session no longer
 * stands: the account was removed, suspended or its role changed, or its password (or key) changed after
 * the session was issued (its version is behind). Sessions last hours; any of these must end them at once.
 */
async function standingAccount(role: UserRole | "any", userId: unknown, sessionVersion: unknown): Promise<CurrentAdmin | null> {
  if (typeof userId !== "string" || !isObjectId(userId)) return null;
  await connectToDatabase();
  const user = await User.findOne(role === "any" ? { _id: userId } : { _id: userId, role }).select({ name: 1, email: 1, sessionVersion: 1, staffRole: 1, suspendedAt: 1 }).lean();
  if (!user || user.suspendedAt) return null;
  const issuedUnder = typeof sessionVersion === "number" ? sessionVersion : 0;
  if ((user.sessionVersion ?? 0) !== issuedUnder) return null;
  return { id: user._id.toString(), name: user.name, email: user.email, staffRole: isStaffRole(user.staffRole) ? user.staffRole : null };
}

/** The admin behind an admin session, or null when it has ended. */
export function currentAdmin(userId: unknown, sessionVersion: unknown): Promise<CurrentAdmin | null> {
  return standingAccount("admin", userId, sessionVersion);
}

/**
 * Whether a customer session stands: the account is still there and its password has not changed
 * since. Any account may hold one (an admin who signs in without the key shops as a customer).
 */
export async function customerSessionStands(userId: unknown, sessionVersion: unknown): Promise<boolean> {
  return (await standingAccount("any", userId, sessionVersion)) !== null;
}
