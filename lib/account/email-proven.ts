import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/models/user";

/** Whether the account has proven its e-mail (accounts from before sign-up proof have). */
export async function emailProven(userId: string): Promise<boolean> {
  await connectToDatabase();
  return !(await User.exists({ _id: userId, emailUnprovenSince: { $exists: true } }));
}
