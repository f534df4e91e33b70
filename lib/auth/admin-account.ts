import "server-only";
import bcrypt from "bcryptjs";
import { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/models/user";

export const adminAccountSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  email: z.string().trim().toLowerCase().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email format"),
  password: z.string().min(8, "Password must be at least 8 characters"),
  securityKey: z.string().trim().min(8, "Admin key must be at least 8 characters"),
});
export type AdminAccountInput = z.infer<typeof adminAccountSchema>;

/** Creates the admin, or makes an existing account with that e-mail an admin with these secrets. */
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
        passwordHash: await bcrypt.hash(account.password, 10),
        adminKeyHash: await bcrypt.hash(account.securityKey, 10),
        passwordChangedAt: now,
        adminKeyChangedAt: now,
      },
      $setOnInsert: { email: account.email },
    },
    { upsert: true, runValidators: true },
  );
  return { created: result.upsertedCount === 1 };
}
