import "server-only";
import bcrypt from "bcryptjs";
import { z } from "zod";
import { adminEmail, adminName, newAdminKey, newAdminPassword } from "./account-schemas";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/models/user";

/** The same rules as the profile screen: one admin password rule, wherever a password is set. */
export const adminAccountSchema = z.object({ name: adminName, email: adminEmail, password: newAdminPassword, securityKey: newAdminKey });
export type AdminAccountInput = z.infer<typeof adminAccountSchema>;

/** Creates the owner, or makes an existing account with that e-mail an owner with these secrets. */
export async function upsertAdmin(input: AdminAccountInput): Promise<{ created: boolean }> {
  const account = adminAccountSchema.parse(input);
  await connectToDatabase();
  const now = new Date();
  const result = await User.updateOne(
    { email: account.email },
    {
      $set: {
        name: account.name,
        role: "admin",
        staffRole: "owner",
        passwordHash: await bcrypt.hash(account.password, 10),
        adminKeyHash: await bcrypt.hash(account.securityKey, 10),
        passwordChangedAt: now,
        adminKeyChangedAt: now,
      },
      // New secrets end the account's sessions, as a change from the profile screen does.
      $inc: { sessionVersion: 1 },
      $setOnInsert: { email: account.email },
    },
    { upsert: true, runValidators: true },
  );
  return { created: result.upsertedCount === 1 };
}
