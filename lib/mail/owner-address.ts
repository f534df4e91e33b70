import "server-only";
import { User } from "@/models/user";

/** Where the owner's alerts go: OWNER_EMAIL, else the e-mail of the shop's first admin. */
export async function ownerAddress(env: Record<string, string | undefined> = process.env): Promise<string | null> {
  if (env.OWNER_EMAIL) return env.OWNER_EMAIL;
  const admin = await User.findOne({ role: "admin" }, { email: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
  return admin?.email ?? null;
}
