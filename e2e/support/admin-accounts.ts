import bcrypt from "bcryptjs";
import { withShopDatabase } from "./shop-database";

export interface JourneyAdmin {
  name: string;
  email: string;
  password: string;
  securityKey: string;
}

/**
 * An admin of the journey's own, stored straight in the shop's database, so a journey that
 * changes a password or spends backup codes never touches the admin the other journeys share.
 */
export async function createJourneyAdmin(label: string): Promise<JourneyAdmin> {
  const admin = {
    name: `Owner ${label}`,
    email: `owner-${label}-${Date.now()}@scents.e2e`,
    password: "Journey-Passw0rd!",
    securityKey: "JOURNEY-KEY-2025",
  };
  const passwordHash = await bcrypt.hash(admin.password, 10);
  const adminKeyHash = await bcrypt.hash(admin.securityKey, 10);
  await withShopDatabase((db) =>
    db.collection("users").insertOne({
      name: admin.name,
      email: admin.email,
      role: "admin",
      staffRole: "owner",
      passwordHash,
      adminKeyHash,
      backupCodes: [],
      sessionVersion: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    }),
  );
  return admin;
}
