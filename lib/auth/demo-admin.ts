import "server-only";
import bcrypt from "bcryptjs";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/models/user";

/** Development only: the README prints these so a newcomer can open /admin at once. */
export const DEMO_ADMIN = {
  name: "Demo Admin",
  email: "admin@scents.test",
  password: "ScentsDemo2025!",
  securityKey: "SCENTS-DEMO-KEY-2025",
} as const;

export async function ensureDemoAdmin(): Promise<void> {
  await connectToDatabase();
  if (await User.exists({ email: DEMO_ADMIN.email })) return;
  await User.create({
    name: DEMO_ADMIN.name,
    email: DEMO_ADMIN.email,
    role: "admin",
    staffRole: "owner",
    passwordHash: await bcrypt.hash(DEMO_ADMIN.password, 10),
    adminKeyHash: await bcrypt.hash(DEMO_ADMIN.securityKey, 10),
  });
}

/** True when an admin still signs in with the published demo password: unsafe in production. */
export async function demoAdminCredentialsInUse(): Promise<boolean> {
  await connectToDatabase();
  const demo = await User.findOne({ email: DEMO_ADMIN.email, role: "admin" }).lean();
  return demo ? bcrypt.compare(DEMO_ADMIN.password, demo.passwordHash) : false;
}
