import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { User } from "@/models/user";

export interface CurrentAdmin {
  id: string;
  name: string;
  email: string;
}

/**
 * The admin behind an admin session, read fresh, or null when the session no longer stands:
 * the account was removed or demoted, or its password or key changed after the session was
 * issued (its version is behind). Sessions last hours; any of these must end them at once.
 */
export async function currentAdmin(userId: unknown, sessionVersion: unknown): Promise<CurrentAdmin | null> {
  if (typeof userId !== "string" || !isObjectId(userId)) return null;
  await connectToDatabase();
  const user = await User.findOne({ _id: userId, role: "admin" }).select({ name: 1, email: 1, sessionVersion: 1 }).lean();
  if (!user) return null;
  const issuedUnder = typeof sessionVersion === "number" ? sessionVersion : 0;
  if ((user.sessionVersion ?? 0) !== issuedUnder) return null;
  return { id: user._id.toString(), name: user.name, email: user.email };
}
