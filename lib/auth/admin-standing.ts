import "server-only";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/models/user";

/**
 * Whether the account behind an admin session is still an admin. Sessions last hours; an admin
 * removed or demoted in the meantime must lose access at once, not when the token expires.
 */
export async function isStillAdmin(userId: string): Promise<boolean> {
  if (!mongoose.isValidObjectId(userId)) return false;
  await connectToDatabase();
  return (await User.exists({ _id: userId, role: "admin" })) !== null;
}
