import "server-only";
import type mongoose from "mongoose";

/**
 * Admins from before staff roles ran the whole shop: they become owners. Runs at start and after a
 * restore; an admin who already has a role keeps it, so running it again changes nothing.
 */
export async function makeEarlierAdminsOwners(users: mongoose.mongo.Collection): Promise<number> {
  const result = await users.updateMany({ role: "admin", staffRole: { $exists: false } }, { $set: { staffRole: "owner" } });
  return result.modifiedCount;
}
